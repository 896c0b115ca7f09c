<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ArtifactsTexts</name>
    <message>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 Artifacts pile: %n card(s) left</source>
        <translation>
            <numerusform>Artefakt-Stapel des Zeitalters %1: noch %n Karte</numerusform>
            <numerusform>Artefakt-Stapel des Zeitalters %1: noch %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Artifact(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Artefakt des Zeitalters %1 in einem Punktestapel</numerusform>
            <numerusform>%n Artefakte des Zeitalters %1 in einem Punktestapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Artifact(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Artefakt des Zeitalters %1 auf einer Hand</numerusform>
            <numerusform>%n Artefakte des Zeitalters %1 auf einer Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Face up (on a board or a display) this card&apos;s value is %1; in a hand or a score pile it is %2.</source>
        <translation>Offen (in einer Auslage oder Ausstellung) hat diese Karte den Wert %1; auf der Hand oder im Punktestapel %2.</translation>
    </message>
    <message>
        <source>Your display · icons not counted</source>
        <translation>Deine Ausstellung · Symbole zählen nicht</translation>
    </message>
    <message>
        <source>Your display (empty)</source>
        <translation>Deine Ausstellung (leer)</translation>
    </message>
    <message>
        <source>Display · icons not counted</source>
        <translation>Ausstellung · Symbole zählen nicht</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Ausstellung</translation>
    </message>
    <message>
        <source>The card on display is seen by everyone; its icons are not counted. A card is dug up onto an empty display after a Meld action that covers a card of equal or higher value, or one with its hexagon in the same place.</source>
        <translation>Die Karte in der Ausstellung sieht jeder; ihre Symbole zählen nicht. Eine Karte wird in eine leere Ausstellung ausgegraben nach einer Ausspielen-Aktion, die eine Karte gleichen oder höheren Werts verdeckt, oder eine mit dem Sechseck an derselben Stelle.</translation>
    </message>
    <message>
        <source>At the start of their turn its owner may use its Dogma for free, return it or keep it.</source>
        <translation>Zu Beginn seines Zugs darf ihr Besitzer ihr Dogma kostenlos nutzen, sie zurücklegen oder behalten.</translation>
    </message>
    <message>
        <source>At the start of your turn you may use its Dogma for free (its featured icons then count for you), return it or keep it.</source>
        <translation>Zu Beginn deines Zugs darfst du ihr Dogma kostenlos nutzen (ihre Leitsymbole zählen dann für dich), sie zurücklegen oder behalten.</translation>
    </message>
    <message>
        <source>Artifacts of History (expansion: the dig, each player&apos;s display, compel effects)</source>
        <translation>Artifacts of History (Erweiterung: das Ausgraben, die Ausstellung jedes Spielers, Zwang-Effekte)</translation>
    </message>
    <message>
        <source>Play with the 105 Artifacts cards: after a Meld action that covers a card of equal or higher value (or one with its hexagon in the same place), you dig up an Artifact onto your display. At the start of your turn you may use its Dogma for free, return it or keep it. Compel effects affect the opponents who could share.</source>
        <translation>Spiele mit den 105 Artefakt-Karten: Nach einer Ausspielen-Aktion, die eine Karte gleichen oder höheren Werts (oder eine mit dem Sechseck an derselben Stelle) verdeckt, gräbst du ein Artefakt in deine Ausstellung aus. Zu Beginn deines Zugs darfst du sein Dogma kostenlos nutzen, es zurücklegen oder behalten. Zwang-Effekte treffen die Gegner, die teilen könnten.</translation>
    </message>
    <message>
        <source>Artifacts of History expansion</source>
        <translation>Erweiterung Artifacts of History</translation>
    </message>
    <message>
        <source>Artifacts of History</source>
        <translation>Artifacts of History</translation>
    </message>
    <message>
        <source> · Artifacts</source>
        <translation> · Artifacts</translation>
    </message>
    <message>
        <source>an Artifact of age %1</source>
        <translation>ein Artefakt des Zeitalters %1</translation>
    </message>
    <message>
        <source>dug up onto their display after the Meld action</source>
        <translation>nach der Ausspielen-Aktion in die eigene Ausstellung ausgegraben</translation>
    </message>
    <message>
        <source>their display</source>
        <translation>der eigenen Ausstellung</translation>
    </message>
    <message>
        <source>%1&apos;s display</source>
        <translation>%1 Ausstellung</translation>
    </message>
    <message>
        <source>Dogma %1 (free)</source>
        <translation>Dogma %1 (kostenlos)</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>%1 zurücklegen</translation>
    </message>
    <message>
        <source>Base cards</source>
        <translation>Basiskarten</translation>
    </message>
    <message>
        <source>%1 is compelled: %2 ≥ your %3.</source>
        <translation>%1 wird gezwungen: %2 ≥ deine %3.</translation>
    </message>
    <message>
        <source>%1 is compelled: %2 ≥ %3</source>
        <translation>%1 wird gezwungen: %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 compels you (%2): </source>
        <translation>%1 zwingt dich (%2): </translation>
    </message>
    <message>
        <source>From your display: a free Dogma action. The card&apos;s %1 count for you; it is returned to its pile afterwards.</source>
        <translation>Aus deiner Ausstellung: eine kostenlose Dogma-Aktion. Die %1 der Karte zählen für dich; danach wird sie auf ihren Stapel zurückgelegt.</translation>
    </message>
    <message>
        <source>Compels: nobody (a compel affects the opponents who could share).</source>
        <translation>Zwingt: niemanden (ein Zwang trifft die Gegner, die teilen könnten).</translation>
    </message>
    <message>
        <source>Compels: %1.</source>
        <translation>Zwingt: %1.</translation>
    </message>
    <message>
        <source>Any kind of effect</source>
        <translation>Jede Art von Effekt</translation>
    </message>
    <message>
        <source>With a compel</source>
        <translation>Mit einem Zwang</translation>
    </message>
    <message>
        <source>With a demand</source>
        <translation>Mit einer Forderung</translation>
    </message>
    <message>
        <source>Only effects for everyone</source>
        <translation>Nur Effekte für alle</translation>
    </message>
    <message>
        <source>No effects</source>
        <translation>Keine Effekte</translation>
    </message>
    <message>
        <source>Only Artifacts whose effects are of this kind</source>
        <translation>Nur Artefakte, deren Effekte von dieser Art sind</translation>
    </message>
    <message>
        <source>icons not counted</source>
        <translation>Symbole zählen nicht</translation>
    </message>
    <message>
        <source>Start of your turn: %1 is on your display. Its Dogma for free, return it, or keep it?</source>
        <translation>Beginn deines Zugs: %1 liegt in deiner Ausstellung. Ihr Dogma kostenlos, zurücklegen oder behalten?</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>Compel:</source>
        <translation>Zwang:</translation>
    </message>
    <message>
        <source>a set this program does not have</source>
        <translation>einer Erweiterung, die dieses Programm nicht hat</translation>
    </message>
    <message>
        <source>the base game</source>
        <translation>dem Grundspiel</translation>
    </message>
    <message>
        <source>Relic of age %1, a card of %2</source>
        <translation>Relikt des Zeitalters %1, eine Karte aus %2</translation>
    </message>
    <message>
        <source>Relics</source>
        <translation>Relikte</translation>
    </message>
    <message>
        <source>The relics no one has seized. After a dig, the digging player may seize the relic whose age is the dug Artifact&apos;s value, from here or from any player&apos;s achievements: to their achievements, where it counts as one, or to their hand when its set is in play.</source>
        <translation>Die Relikte, die noch niemand an sich genommen hat. Nach dem Ausgraben darf, wer ausgegraben hat, das Relikt, dessen Zeitalter der Wert des ausgegrabenen Artefakts ist, von hier oder aus den Erfolgen eines beliebigen Spielers an sich nehmen: zu den eigenen Erfolgen, wo es als einer zählt, oder auf die Hand, wenn seine Erweiterung im Spiel ist.</translation>
    </message>
    <message>
        <source>Relics (seize a relic after a dig)</source>
        <translation>Relikte (nach dem Ausgraben ein Relikt an sich nehmen)</translation>
    </message>
    <message>
        <source>Five relics lie face up in a relic area. After a dig, the digging player may seize the relic whose age is the dug Artifact&apos;s value, from the relic area or any player&apos;s achievements: to their achievements, where it counts as one, or to their hand when its set is in play.</source>
        <translation>Fünf Relikte liegen offen im Reliktbereich. Nach dem Ausgraben darf, wer ausgegraben hat, das Relikt, dessen Zeitalter der Wert des ausgegrabenen Artefakts ist, aus dem Reliktbereich oder aus den Erfolgen eines beliebigen Spielers an sich nehmen: zu den eigenen Erfolgen, wo es als einer zählt, oder auf die Hand, wenn seine Erweiterung im Spiel ist.</translation>
    </message>
    <message>
        <source>%1 seizes %2 from %3 and takes it into their hand.</source>
        <translation>%1 nimmt %2 aus %3 an sich und auf die Hand.</translation>
    </message>
    <message>
        <source>%1 seizes %2 from %3 and puts it among their achievements.</source>
        <translation>%1 nimmt %2 aus %3 an sich und legt es zu den eigenen Erfolgen.</translation>
    </message>
    <message>
        <source>the relic area</source>
        <translation>dem Reliktbereich</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Liegen lassen</translation>
    </message>
    <message>
        <source>Seize %1: to your achievements</source>
        <translation>%1 nehmen: zu deinen Erfolgen</translation>
    </message>
    <message>
        <source>Seize %1: to your hand</source>
        <translation>%1 nehmen: auf deine Hand</translation>
    </message>
    <message>
        <source>Seize the relic %1 from %2?</source>
        <translation>Das Relikt %1 aus %2 an dich nehmen?</translation>
    </message>
    <message>
        <source>to the relic area</source>
        <translation>in den Reliktbereich</translation>
    </message>
    <message>
        <source>onto %1&apos;s display</source>
        <translation>in %1 Ausstellung</translation>
    </message>
    <message numerus="yes">
        <source>%1 Artifacts of age %2</source>
        <comment>%1: how many, in words (seven)</comment>
        <translation>
            <numerusform>%1 Artefakt des Zeitalters %2</numerusform>
            <numerusform>%1 Artefakte des Zeitalters %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BotRecord</name>
    <message>
        <source>%1 %2–%3</source>
        <translation>%1 %2–%3</translation>
    </message>
    <message>
        <source>Your record: %1</source>
        <translation>Deine Bilanz: %1</translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <source>Draw and score an 8, then return a score card</source>
        <translation>Ziehe eine 8 und werte sie, dann lege eine Karte aus deinem Punktestapel zurück</translation>
    </message>
    <message>
        <source>Draw one above your highest score card</source>
        <translation>Ziehe eine Karte, eins höher als die höchste deines Punktestapels</translation>
    </message>
    <message>
        <source>Draw and meld a 2</source>
        <translation>Ziehe eine 2 und spiele sie aus</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 3</source>
        <translation>Ziehe eine 3 und merke sie vor</translation>
    </message>
    <message>
        <source>Meld it</source>
        <translation>Spiele sie aus</translation>
    </message>
    <message>
        <source>Score it</source>
        <translation>Werte sie</translation>
    </message>
    <message>
        <source>Return your top green card</source>
        <translation>Lege deine oberste grüne Karte zurück</translation>
    </message>
    <message>
        <source>Achieve your top green card</source>
        <translation>Erringe deine oberste grüne Karte als Erfolg</translation>
    </message>
    <message>
        <source>Splay purple as another color is splayed</source>
        <translation>Fächere Lila auf wie eine andere Farbe</translation>
    </message>
    <message>
        <source>Splay another color as purple is splayed</source>
        <translation>Fächere eine andere Farbe auf wie Lila</translation>
    </message>
    <message>
        <source>From the other players&apos; hands</source>
        <translation>Aus den Händen der anderen Spieler</translation>
    </message>
    <message>
        <source>From the other players&apos; score piles</source>
        <translation>Aus den Punktestapeln der anderen Spieler</translation>
    </message>
    <message>
        <source>Score the bottom card</source>
        <translation>Werte die unterste Karte</translation>
    </message>
    <message>
        <source>Score the two bottom cards</source>
        <translation>Werte die beiden untersten Karten</translation>
    </message>
    <message>
        <source>Draw a 3</source>
        <translation>Ziehe eine 3</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 4</source>
        <translation>Ziehe eine 4 und merke sie vor</translation>
    </message>
    <message>
        <source>Score your top green card</source>
        <translation>Werte deine oberste grüne Karte</translation>
    </message>
    <message>
        <source>Score your bottom green card</source>
        <translation>Werte deine unterste grüne Karte</translation>
    </message>
</context>
<context>
    <name>CardRuling</name>
    <message>
        <source>If the opponent has several cards tied for highest in hand, only one of them is transferred; the opponent picks which.</source>
        <translation>Hat der Gegner mehrere gleich hohe höchste Karten auf der Hand, wird nur eine davon übertragen; der Gegner wählt, welche.</translation>
    </message>
    <message>
        <source>An opponent is affected only if both hold: they have fewer [Crown] icons than you (the usual demand test) and they have at least four visible [Castle] icons on their board, splayed icons included.</source>
        <translation>Ein Gegner ist nur betroffen, wenn beides zutrifft: Er hat weniger [Crown]-Symbole als du (die übliche Prüfung einer Forderung), und er hat mindestens vier sichtbare [Castle]-Symbole in seiner Auslage, aufgefächerte Symbole eingeschlossen.</translation>
    </message>
    <message>
        <source>For the second effect, a color counts only if it is missing from every other player&apos;s board; all other boards are checked, not one chosen player.</source>
        <translation>Für den zweiten Effekt zählt eine Farbe nur, wenn sie in der Auslage jedes anderen Spielers fehlt; geprüft werden alle anderen Auslagen, nicht die eines einzelnen gewählten Spielers.</translation>
    </message>
    <message>
        <source>In a team game your partner&apos;s board is ignored when checking colors.</source>
        <translation>Im Teamspiel wird die Auslage deines Partners bei der Prüfung der Farben nicht beachtet.</translation>
    </message>
    <message>
        <source>The four or more cards must all be melded during a single Masonry dogma action; melds from separate actions, even in the same turn, do not add up.</source>
        <translation>Die vier oder mehr Karten müssen alle in einer einzigen Dogma-Aktion von Masonry ausgespielt werden; Karten aus verschiedenen Aktionen zählen nicht zusammen, auch nicht im selben Zug.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Monument before you.</source>
        <translation>Ein teilender Gegner, der die Bedingung erfüllt, erringt Monument vor dir.</translation>
    </message>
    <message>
        <source>The effect repeats until a revealed card has no [Castle].</source>
        <translation>Der Effekt wiederholt sich, bis eine aufgedeckte Karte kein [Castle]-Symbol hat.</translation>
    </message>
    <message>
        <source>The revealed card without a [Castle] stays in your hand.</source>
        <translation>Die aufgedeckte Karte ohne [Castle]-Symbol bleibt auf deiner Hand.</translation>
    </message>
    <message>
        <source>The meld and second draw happen at most once; the second card drawn is not checked.</source>
        <translation>Das Ausspielen und das zweite Ziehen geschehen höchstens einmal; die zweite gezogene Karte wird nicht geprüft.</translation>
    </message>
    <message>
        <source>The first drawn card is shown to everyone, since whether it matches a color on your board decides the mandatory meld.</source>
        <translation>Die erste gezogene Karte wird allen gezeigt, denn ob ihre Farbe in deiner Auslage vorkommt, entscheidet über das Pflicht-Ausspielen.</translation>
    </message>
    <message>
        <source>If the first drawn card matches no color on your board, it stays in your hand.</source>
        <translation>Passt die erste gezogene Karte zu keiner Farbe in deiner Auslage, bleibt sie auf deiner Hand.</translation>
    </message>
    <message>
        <source>The second effect is not a demand, so opponents with enough icons share it.</source>
        <translation>Der zweite Effekt ist keine Forderung, also teilen ihn Gegner mit genug Symbolen.</translation>
    </message>
    <message>
        <source>An opponent with no card bearing a [Crown] in hand must show their hand.</source>
        <translation>Ein Gegner ohne Karte mit [Crown]-Symbol auf der Hand muss seine Hand zeigen.</translation>
    </message>
    <message>
        <source>You always draw a 2, whatever your highest top card is; a higher age is drawn only when the 2 pile is empty.</source>
        <translation>Du ziehst immer eine 2, egal wie hoch deine höchste oberste Karte ist; ein höheres Zeitalter wird nur gezogen, wenn der Stapel der 2 leer ist.</translation>
    </message>
    <message>
        <source>The two groups exchanged may differ in size, and either may be empty.</source>
        <translation>Die beiden getauschten Gruppen können verschieden groß sein, und jede von ihnen kann leer sein.</translation>
    </message>
    <message>
        <source>The opponent draws a 2 even if they transferred only one card or none.</source>
        <translation>Der Gegner zieht eine 2, auch wenn er nur eine oder gar keine Karte übertragen hat.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Empire before you.</source>
        <translation>Ein teilender Gegner, der die Bedingung erfüllt, erringt Imperium vor dir.</translation>
    </message>
    <message>
        <source>Returning a single card is enough: you then draw and score one 2.</source>
        <translation>Eine einzige Karte zurückzulegen genügt: Du ziehst und wertest dann eine 2.</translation>
    </message>
    <message>
        <source>Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing.</source>
        <translation>Nur eine Karte des Zeitalters 1 kann genommen werden; ein Gegner ohne 1 in seinem Punktestapel überträgt nichts.</translation>
    </message>
    <message>
        <source>Melding just one card is allowed; nothing else happens then.</source>
        <translation>Nur eine Karte auszuspielen ist erlaubt; dann geschieht sonst nichts.</translation>
    </message>
    <message>
        <source>This is not a demand: it can be shared, and the player carrying out the effect, not the targeted player, picks the other player.</source>
        <translation>Dies ist keine Forderung: Der Effekt kann geteilt werden, und der Spieler, der ihn ausführt, nicht der betroffene Spieler, wählt den anderen Spieler.</translation>
    </message>
    <message>
        <source>If the chosen player has no top green card, your top red card is still transferred to them.</source>
        <translation>Hat der gewählte Spieler keine oberste grüne Karte, wird deine oberste rote Karte trotzdem an ihn übertragen.</translation>
    </message>
    <message>
        <source>The demanded player chooses both cards.</source>
        <translation>Der von der Forderung betroffene Spieler wählt beide Karten.</translation>
    </message>
    <message>
        <source>When several opponents are affected, each one&apos;s exchange is finished before the next one&apos;s begins.</source>
        <translation>Sind mehrere Gegner betroffen, wird der Tausch jedes Gegners abgeschlossen, bevor der des nächsten beginnt.</translation>
    </message>
    <message>
        <source>The two transfers are independent: if one of them has no eligible card, the other still happens.</source>
        <translation>Die beiden Übertragungen sind unabhängig: Gibt es für eine von ihnen keine passende Karte, findet die andere trotzdem statt.</translation>
    </message>
    <message>
        <source>If the returned card leaves your score pile empty, the highest remaining value counts as 0, so you draw a 2.</source>
        <translation>Ist dein Punktestapel nach dem Zurücklegen leer, zählt der höchste verbliebene Wert als 0, also ziehst du eine 2.</translation>
    </message>
    <message>
        <source>Only the top cards present when the demand starts are taken; cards uncovered by the transfer are safe even if they show a [Castle].</source>
        <translation>Genommen werden nur die obersten Karten, die zu Beginn der Forderung daliegen; durch die Übertragung freigelegte Karten bleiben verschont, auch wenn sie ein [Castle]-Symbol zeigen.</translation>
    </message>
    <message>
        <source>An opponent with no card bearing a [Castle] in hand must show their hand.</source>
        <translation>Ein Gegner ohne Karte mit [Castle]-Symbol auf der Hand muss seine Hand zeigen.</translation>
    </message>
    <message>
        <source>When several opponents are affected, the exchanges are carried out one opponent at a time.</source>
        <translation>Sind mehrere Gegner betroffen, wird mit einem Gegner nach dem anderen getauscht.</translation>
    </message>
    <message>
        <source>A player with no card bearing a [Castle] in hand must show their hand.</source>
        <translation>Ein Spieler ohne Karte mit [Castle]-Symbol auf der Hand muss seine Hand zeigen.</translation>
    </message>
    <message>
        <source>The two sides of the exchange may differ in size, and either may be empty.</source>
        <translation>Die beiden Seiten des Tauschs können verschieden groß sein, und jede von ihnen kann leer sein.</translation>
    </message>
    <message>
        <source>If no opponent has fewer points than you, no card is transferred.</source>
        <translation>Hat kein Gegner weniger Punkte als du, wird keine Karte übertragen.</translation>
    </message>
    <message>
        <source>In a team game your partner is not an opponent and cannot receive the card.</source>
        <translation>Im Teamspiel ist dein Partner kein Gegner und kann die Karte nicht erhalten.</translation>
    </message>
    <message>
        <source>The second effect counts every color you have splayed left, not only green and blue.</source>
        <translation>Der zweite Effekt zählt jede Farbe, die du nach links aufgefächert hast, nicht nur Grün und Blau.</translation>
    </message>
    <message>
        <source>You do not need a pile of every color: with fewer piles, even a single one, you claim World as long as each of your top cards has a [Crown].</source>
        <translation>Du brauchst nicht von jeder Farbe einen Stapel: Auch mit weniger Stapeln, selbst mit einem einzigen, erringst du Welt, solange jede deiner obersten Karten ein [Crown]-Symbol hat.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims World before you.</source>
        <translation>Ein teilender Gegner, der die Bedingung erfüllt, erringt Welt vor dir.</translation>
    </message>
    <message>
        <source>The demanded player picks the score card to return; if none of their top cards has the same value, nothing is returned from their board.</source>
        <translation>Der betroffene Spieler wählt die zurückzulegende Karte aus seinem Punktestapel; hat keine seiner obersten Karten denselben Wert, wird aus seiner Auslage nichts zurückgelegt.</translation>
    </message>
    <message>
        <source>The effect repeats until a tucked 3 has no [Crown].</source>
        <translation>Der Effekt wiederholt sich, bis eine untergelegte 3 kein [Crown]-Symbol hat.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Wonder before you.</source>
        <translation>Ein teilender Gegner, der die Bedingung erfüllt, erringt Wunder vor dir.</translation>
    </message>
    <message>
        <source>Only a card of age 2 or 3 can be taken; an opponent with neither in their score pile transfers nothing.</source>
        <translation>Nur eine Karte des Zeitalters 2 oder 3 kann genommen werden; ein Gegner, der keine davon in seinem Punktestapel hat, überträgt nichts.</translation>
    </message>
    <message>
        <source>With no purple pile, your top purple card counts as value 0, so you draw a 2.</source>
        <translation>Ohne lila Stapel zählt deine oberste lila Karte als Wert 0, also ziehst du eine 2.</translation>
    </message>
    <message>
        <source>Tucking is all or nothing: if you choose to tuck, you must tuck as many cards as half your [Leaf] icons (as far as your hand allows), never fewer by choice.</source>
        <translation>Unterlegen heißt alles oder nichts: Wenn du dich dafür entscheidest, musst du so viele Karten unterlegen wie die Hälfte deiner [Leaf]-Symbole (soweit deine Hand reicht), nie freiwillig weniger.</translation>
    </message>
    <message>
        <source>A drawn card that is neither green nor blue stays in your hand.</source>
        <translation>Eine gezogene Karte, die weder grün noch blau ist, bleibt auf deiner Hand.</translation>
    </message>
    <message>
        <source>The effect repeats until the revealed 6 is neither green nor blue.</source>
        <translation>Der Effekt wiederholt sich, bis die aufgedeckte 6 weder grün noch blau ist.</translation>
    </message>
    <message>
        <source>You do not need a pile of every color: with fewer piles, even just the purple one, you claim Universe as long as every non-purple top card you have is value 6 or higher.</source>
        <translation>Du brauchst nicht von jeder Farbe einen Stapel: Auch mit weniger Stapeln, selbst nur mit dem lila Stapel, erringst du Universum, solange jede deiner nicht lila obersten Karten den Wert 6 oder höher hat.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Universe before you.</source>
        <translation>Ein teilender Gegner, der die Bedingung erfüllt, erringt Universum vor dir.</translation>
    </message>
    <message>
        <source>You may pick a color that is already splayed right; it stays as it is, and you draw a card whose value is that pile&apos;s size.</source>
        <translation>Du darfst eine Farbe wählen, die schon nach rechts aufgefächert ist; sie bleibt, wie sie ist, und du ziehst eine Karte, deren Wert der Größe dieses Stapels entspricht.</translation>
    </message>
    <message>
        <source>You may pick a color with zero or one card; that pile is not splayed, and the value drawn is its card count (zero or one).</source>
        <translation>Du darfst eine Farbe mit null oder einer Karte wählen; dieser Stapel wird nicht aufgefächert, und der gezogene Wert ist seine Kartenzahl (null oder eins).</translation>
    </message>
    <message>
        <source>You decide the order in which the cards are returned.</source>
        <translation>Du bestimmst die Reihenfolge, in der die Karten zurückgelegt werden.</translation>
    </message>
    <message>
        <source>The opponent moves the highest card of their own score pile into their own hand; nothing is drawn from a supply pile.</source>
        <translation>Der Gegner nimmt die höchste Karte seines eigenen Punktestapels auf seine eigene Hand; von den Zeitalter-Stapeln wird nichts gezogen.</translation>
    </message>
    <message>
        <source>If your yellow pile holds a single card, that card is the bottom one and is scored.</source>
        <translation>Besteht dein gelber Stapel aus einer einzigen Karte, ist diese Karte die unterste und wird gewertet.</translation>
    </message>
    <message>
        <source>The player executing the second effect picks which of their own top cards is scored.</source>
        <translation>Der Spieler, der den zweiten Effekt ausführt, wählt, welche seiner eigenen obersten Karten gewertet wird.</translation>
    </message>
    <message>
        <source>This is not a demand, so it can be shared.</source>
        <translation>Dies ist keine Forderung, also kann der Effekt geteilt werden.</translation>
    </message>
    <message>
        <source>Each player, in turn order, must show their hand to prove that no cards of the chosen color are left in it.</source>
        <translation>Jeder Spieler muss in Zugreihenfolge seine Hand zeigen, um zu beweisen, dass keine Karten der gewählten Farbe darin verblieben sind.</translation>
    </message>
    <message>
        <source>In a team game your partner is not affected, since the effect targets other players.</source>
        <translation>Im Teamspiel ist dein Partner nicht betroffen, da der Effekt auf andere Spieler zielt.</translation>
    </message>
    <message>
        <source>Several players can score an 8 from one Democracy action, provided each returns more cards than anyone before them.</source>
        <translation>Bei einer Democracy-Aktion können mehrere Spieler eine 8 werten, sofern jeder mehr Karten zurücklegt als alle vor ihm.</translation>
    </message>
    <message>
        <source>Sharing works as usual: sharing opponents act first in turn order and the activating player last; the first player to return any card scores an 8, and each later player scores only by beating the highest count returned so far.</source>
        <translation>Das Teilen funktioniert wie üblich: Teilende Gegner handeln zuerst in Zugreihenfolge, der aktivierende Spieler zuletzt; der erste Spieler, der überhaupt eine Karte zurücklegt, wertet eine 8, und jeder spätere Spieler wertet nur, wenn er die bisher höchste zurückgelegte Anzahl übertrifft.</translation>
    </message>
    <message>
        <source>With an empty score pile the highest value counts as 0, so you draw and score a 1.</source>
        <translation>Bei leerem Punktestapel zählt der höchste Wert als 0, also ziehst und wertest du eine 1.</translation>
    </message>
    <message>
        <source>Cards moved into your score pile by this exchange are not scored, so they do not count toward Monument.</source>
        <translation>Karten, die durch diesen Tausch in deinen Punktestapel gelangen, werden nicht gewertet und zählen daher nicht für Monument.</translation>
    </message>
    <message>
        <source>With an empty score pile the highest value counts as 0, so the second option draws a 1.</source>
        <translation>Bei leerem Punktestapel zählt der höchste Wert als 0, also zieht die zweite Möglichkeit eine 1.</translation>
    </message>
    <message>
        <source>An opponent holding fewer than three cards transfers all of them; one with an empty hand transfers nothing and does not draw a 7.</source>
        <translation>Ein Gegner mit weniger als drei Karten auf der Hand überträgt alle; einer mit leerer Hand überträgt nichts und zieht keine 7.</translation>
    </message>
    <message>
        <source>The three cards need not share a value; they are simply the three highest (from a hand of 9, 8, 7, 6, 5 the 9, 8 and 7 go).</source>
        <translation>Die drei Karten müssen nicht denselben Wert haben; es sind einfach die drei höchsten (aus einer Hand mit 9, 8, 7, 6, 5 gehen die 9, 8 und 7).</translation>
    </message>
    <message>
        <source>Tucking a single card is enough: you then draw and score one 7.</source>
        <translation>Eine einzige Karte unterzulegen genügt: Du ziehst und wertest dann eine 7.</translation>
    </message>
    <message>
        <source>Only the top cards of opponents&apos; boards may be looked at; you cannot search through their piles before deciding whether to use Publications.</source>
        <translation>Von den Auslagen der Gegner dürfen nur die obersten Karten angesehen werden; du darfst ihre Stapel nicht durchsuchen, bevor du entscheidest, ob du Publications nutzt.</translation>
    </message>
    <message>
        <source>With an empty hand you return nothing and still draw three 6s.</source>
        <translation>Mit leerer Hand legst du nichts zurück und ziehst trotzdem drei 6er.</translation>
    </message>
    <message>
        <source>An opponent who returns three 6s and then draws back those same cards (because the 6 pile was empty beforehand) has still shared, so you get the free Draw action.</source>
        <translation>Ein Gegner, der drei 6er zurücklegt und dann genau diese Karten wieder zieht (weil der Stapel der 6 vorher leer war), hat trotzdem geteilt, also ziehst du gratis eine Karte.</translation>
    </message>
    <message>
        <source>The two cards need not share a value; they are simply the two highest (from a hand of 9, 8, 7, 6, 5 the 9 and 8 go).</source>
        <translation>Die zwei Karten müssen nicht denselben Wert haben; es sind einfach die zwei höchsten (aus einer Hand mit 9, 8, 7, 6, 5 gehen die 9 und 8).</translation>
    </message>
    <message>
        <source>Returning a single card is enough: you then draw two 8s.</source>
        <translation>Eine einzige Karte zurückzulegen genügt: Du ziehst dann zwei 8er.</translation>
    </message>
    <message>
        <source>A sharing opponent with twenty or more [Lightbulb] icons wins the game.</source>
        <translation>Ein teilender Gegner mit zwanzig oder mehr [Lightbulb]-Symbolen gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>If fewer than two top cards qualify, the opponent transfers every one that does.</source>
        <translation>Kommen weniger als zwei oberste Karten in Frage, überträgt der Gegner jede, die in Frage kommt.</translation>
    </message>
    <message>
        <source>The two cards need not share a value; they are simply the two highest qualifying top cards (from top cards of 9, 8, 7, 6, 5 the 9 and 8 go).</source>
        <translation>Die zwei Karten müssen nicht denselben Wert haben; es sind einfach die zwei höchsten passenden obersten Karten (bei obersten Karten mit 9, 8, 7, 6, 5 gehen die 9 und 8).</translation>
    </message>
    <message>
        <source>Only the top cards present before the demand are considered; a card uncovered by a transfer is not taken even if it has no [Factory].</source>
        <translation>Berücksichtigt werden nur die obersten Karten, die vor der Forderung daliegen; eine durch eine Übertragung freigelegte Karte wird nicht genommen, auch wenn sie kein [Factory]-Symbol hat.</translation>
    </message>
    <message>
        <source>Returning just one card is allowed; nothing more happens then.</source>
        <translation>Nur eine Karte zurückzulegen ist erlaubt; dann geschieht nichts weiter.</translation>
    </message>
    <message>
        <source>This is not a demand: it can be shared, and the player carrying out the effect chooses which score piles lose cards.</source>
        <translation>Dies ist keine Forderung: Der Effekt kann geteilt werden, und der Spieler, der ihn ausführt, wählt, aus welchen Punktestapeln Karten verschwinden.</translation>
    </message>
    <message>
        <source>The returns are mandatory: one card for every two [Clock] icons.</source>
        <translation>Das Zurücklegen ist Pflicht: eine Karte für je zwei [Clock]-Symbole.</translation>
    </message>
    <message>
        <source>In a team game your partner&apos;s score pile cannot be chosen, since the effect targets other players.</source>
        <translation>Im Teamspiel kann der Punktestapel deines Partners nicht gewählt werden, da der Effekt auf andere Spieler zielt.</translation>
    </message>
    <message>
        <source>Unlike other demands, the activating player decides which drawn card is transferred and which is melded.</source>
        <translation>Anders als bei anderen Forderungen entscheidet der aktivierende Spieler, welche gezogene Karte übertragen und welche ausgespielt wird.</translation>
    </message>
    <message>
        <source>Every green card on your board counts, whether or not the pile is splayed.</source>
        <translation>Jede grüne Karte in deiner Auslage zählt, ob der Stapel aufgefächert ist oder nicht.</translation>
    </message>
    <message>
        <source>A sharing opponent with ten or more green cards on their board wins the game.</source>
        <translation>Ein teilender Gegner mit zehn oder mehr grünen Karten in seiner Auslage gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>&apos;For yourself only&apos; means no other player shares the executed effects; effects that involve other players still apply to them.</source>
        <translation>„Nur für dich selbst“ heißt, dass kein anderer Spieler die ausgeführten Effekte teilt; Effekte, die andere Spieler einbeziehen, gelten für diese trotzdem.</translation>
    </message>
    <message>
        <source>The drawn 10 is always revealed, red or not.</source>
        <translation>Die gezogene 10 wird immer aufgedeckt, ob rot oder nicht.</translation>
    </message>
    <message>
        <source>If the drawn card is not red, each opponent who drew keeps the card.</source>
        <translation>Ist die gezogene Karte nicht rot, behält jeder Gegner, der gezogen hat, die Karte.</translation>
    </message>
    <message>
        <source>Achievements are not removed; the removed hands, boards and score piles leave the game entirely instead of being returned to the supply piles.</source>
        <translation>Erfolge werden nicht entfernt; die entfernten Hände, Auslagen und Punktestapel verlassen das Spiel ganz, statt zu den Zeitalter-Stapeln zurückgelegt zu werden.</translation>
    </message>
    <message>
        <source>The demanded opponent chooses which of your top cards they take.</source>
        <translation>Der betroffene Gegner wählt, welche deiner obersten Karten er nimmt.</translation>
    </message>
    <message>
        <source>When several opponents are affected, each one&apos;s transfers are finished before the next one&apos;s begin.</source>
        <translation>Sind mehrere Gegner betroffen, werden die Übertragungen jedes Gegners abgeschlossen, bevor die des nächsten beginnen.</translation>
    </message>
    <message>
        <source>As with any draw, once the 1 pile is empty the draws come from the next higher non-empty pile.</source>
        <translation>Wie bei jedem Ziehen wird, sobald der Stapel der 1 leer ist, vom nächsthöheren nicht leeren Stapel gezogen.</translation>
    </message>
    <message>
        <source>If two or more players tie for the lowest score, nobody wins and the game goes on.</source>
        <translation>Teilen sich zwei oder mehr Spieler die niedrigste Punktzahl, gewinnt niemand, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Robotics and Software may be on different players&apos; boards; both just need to be top cards.</source>
        <translation>Robotics und Software dürfen in den Auslagen verschiedener Spieler liegen; beide müssen nur oberste Karten sein.</translation>
    </message>
    <message>
        <source>This is not a demand: it can be shared, and the player carrying out the effect chooses the card to take.</source>
        <translation>Dies ist keine Forderung: Der Effekt kann geteilt werden, und der Spieler, der ihn ausführt, wählt die zu nehmende Karte.</translation>
    </message>
    <message>
        <source>If two or more players tie for the most [Leaf] icons, nobody wins and the game goes on.</source>
        <translation>Liegen zwei oder mehr Spieler mit den meisten [Leaf]-Symbolen gleichauf, gewinnt niemand, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>If two or more players tie for the highest score, nobody wins and the game goes on.</source>
        <translation>Teilen sich zwei oder mehr Spieler die höchste Punktzahl, gewinnt niemand, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>A sharing opponent who has more achievements than each other player wins the game.</source>
        <translation>Ein teilender Gegner, der mehr Erfolge hat als jeder andere Spieler, gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>In a team game, compare the combined achievements of each team.</source>
        <translation>Im Teamspiel werden die zusammengezählten Erfolge jedes Teams verglichen.</translation>
    </message>
    <message>
        <source>The two 10s are melded one after the other in the order drawn, with no choice, and only the second one&apos;s non-demand effects are executed.</source>
        <translation>Die beiden 10er werden nacheinander in der Reihenfolge des Ziehens ausgespielt, ohne Wahl, und nur die Effekte der zweiten, die keine Forderungen sind, werden ausgeführt.</translation>
    </message>
    <message>
        <source>A demand effect is any kind of demand: an I DEMAND or an I COMPEL.</source>
        <translation>Ein Forderungseffekt ist jede Art von Forderung: ein ICH FORDERE oder ein ICH ZWINGE.</translation>
    </message>
    <message>
        <source>Among top cards with a castle tied for highest, the compelled player picks the one transferred.</source>
        <translation>Unter gleich hohen höchsten obersten Karten mit Burg wählt der gezwungene Spieler die übertragene Karte.</translation>
    </message>
    <message>
        <source>&apos;Any type&apos; is a set prompt over every set in play, asked after the return.</source>
        <translation>„Beliebiger Typ“ ist eine Frage nach dem Kartentyp über alle Sets im Spiel, gestellt nach dem Zurücklegen.</translation>
    </message>
    <message>
        <source>Without a top green card the value is 0: the cards drawn are 1s.</source>
        <translation>Ohne oberste grüne Karte ist der Wert 0: Gezogen werden 1er.</translation>
    </message>
    <message>
        <source>The achievement is chosen by its value among the available standard achievements the player could achieve by the Achieve action.</source>
        <translation>Der Erfolg wird nach seinem Wert unter den verfügbaren Standarderfolgen gewählt, die der Spieler mit der Aktion Erfolg erringen könnte.</translation>
    </message>
    <message>
        <source>Only a standard achievement can be transferred; achievements of one value are alike, so none is chosen.</source>
        <translation>Nur ein Standarderfolg kann übertragen werden; Erfolge eines Werts sind gleich, daher wird keiner gewählt.</translation>
    </message>
    <message>
        <source>Activated from a display it starts on no board: its compel moves nothing and its win test fails.</source>
        <translation>Von einer Ausstellung aktiviert, beginnt sie in keiner Auslage: Ihr Zwang bewegt nichts, und ihre Siegprüfung schlägt fehl.</translation>
    </message>
    <message>
        <source>Every board means every player still in the game.</source>
        <translation>Jede Auslage heißt: die jedes Spielers, der noch im Spiel ist.</translation>
    </message>
    <message>
        <source>The other cards are scored in ascending value, then title.</source>
        <translation>Die anderen Karten werden nach aufsteigendem Wert, dann nach Titel gewertet.</translation>
    </message>
    <message>
        <source>With three cards or fewer in hand all are revealed; with two or fewer all are scored and none is tucked.</source>
        <translation>Mit drei oder weniger Karten auf der Hand werden alle aufgedeckt; mit zwei oder weniger werden alle gewertet und keine untergelegt.</translation>
    </message>
    <message>
        <source>Every available standard achievement of a value among the returned cards is claimed.</source>
        <translation>Jeder verfügbare Standarderfolg mit einem Wert der zurückgelegten Karten wird errungen.</translation>
    </message>
    <message>
        <source>The players with no top Artifact are found before any card moves; the executing player is one of them too.</source>
        <translation>Die Spieler ohne oberstes Artefakt werden bestimmt, bevor sich eine Karte bewegt; der ausführende Spieler gehört ebenfalls dazu.</translation>
    </message>
    <message>
        <source>The color is chosen before the draw, and every color may be chosen.</source>
        <translation>Die Farbe wird vor dem Ziehen gewählt, und jede Farbe darf gewählt werden.</translation>
    </message>
    <message>
        <source>When the drawn card started its pile it is also the bottom card: it stays on top and its effects are executed.</source>
        <translation>Hat die gezogene Karte ihren Stapel begonnen, ist sie auch die unterste Karte: Sie bleibt oben, und ihre Effekte werden ausgeführt.</translation>
    </message>
    <message>
        <source>Every set in play may be chosen. A set whose pile of that age is empty gives base cards, as any draw of an Artifact does.</source>
        <translation>Jedes Set im Spiel darf gewählt werden. Ein Set, dessen Stapel dieses Zeitalters leer ist, gibt Basiskarten, wie jedes Ziehen eines Artefakts.</translation>
    </message>
    <message>
        <source>A tie for the least counts as having the least. Each test reads the boards as they are then.</source>
        <translation>Ein Gleichstand bei den wenigsten zählt als die wenigsten. Jede Prüfung liest die Auslagen, wie sie dann sind.</translation>
    </message>
    <message>
        <source>Type means the card&apos;s set (base, Artifacts, Cities, Echoes). The two are melded in the order picked: the second ends on top.</source>
        <translation>Typ heißt das Set der Karte (Basis, Artifacts, Cities, Echoes). Die beiden werden in der gewählten Reihenfolge ausgespielt: Die zweite liegt am Ende oben.</translation>
    </message>
    <message>
        <source>The achievement claimed is an available standard achievement of the returned card&apos;s value (the one that became available first); there is none to claim if none of that value is available.</source>
        <translation>Der errungene Erfolg ist ein verfügbarer Standarderfolg mit dem Wert der zurückgelegten Karte (der zuerst verfügbar gewordene); ist keiner dieses Werts verfügbar, gibt es nichts zu erringen.</translation>
    </message>
    <message>
        <source>The top card returned is one on the compelled player&apos;s own board.</source>
        <translation>Die zurückgelegte oberste Karte ist eine aus der eigenen Auslage des gezwungenen Spielers.</translation>
    </message>
    <message>
        <source>An empty Artifacts pile of that value gives a base card of that value instead.</source>
        <translation>Ein leerer Artefakt-Stapel dieses Werts gibt stattdessen eine Basiskarte dieses Werts.</translation>
    </message>
    <message>
        <source>The splay is a player prompt, then a color prompt, over the piles a left splay would change.</source>
        <translation>Das Auffächern ist eine Spielerfrage, dann eine Farbfrage, über die Stapel, die ein Auffächern nach links verändern würde.</translation>
    </message>
    <message>
        <source>With no card returned the value is 0: the card drawn is a 1.</source>
        <translation>Ohne zurückgelegte Karte ist der Wert 0: Gezogen wird eine 1.</translation>
    </message>
    <message>
        <source>The choice is a player prompt, then a color prompt, over the splayed colors.</source>
        <translation>Die Wahl ist eine Spielerfrage, dann eine Farbfrage, über die aufgefächerten Farben.</translation>
    </message>
    <message>
        <source>A color the compelling player has no top card of counts as value 0: any top card of it is higher.</source>
        <translation>Eine Farbe, in der der zwingende Spieler keine oberste Karte hat, zählt als Wert 0: Jede oberste Karte dieser Farbe ist höher.</translation>
    </message>
    <message>
        <source>Top cards compare by their values face up (Battleship Yamato is an 11).</source>
        <translation>Oberste Karten werden nach ihren offenen Werten verglichen (Battleship Yamato ist eine 11).</translation>
    </message>
    <message>
        <source>Only the card&apos;s color matters, so the choice is of a color with a top card.</source>
        <translation>Nur die Farbe der Karte zählt, daher wird eine Farbe mit einer obersten Karte gewählt.</translation>
    </message>
    <message>
        <source>With fewer cards in hand than the value, every card in hand is scored.</source>
        <translation>Mit weniger Karten auf der Hand als der Wert wird jede Karte der Hand gewertet.</translation>
    </message>
    <message>
        <source>The compelling player picks the card among the revealed ones.</source>
        <translation>Der zwingende Spieler wählt die Karte unter den aufgedeckten.</translation>
    </message>
    <message>
        <source>A yellow card drawn is in the hand, so it is returned with the rest.</source>
        <translation>Eine gezogene gelbe Karte ist auf der Hand, also wird sie mit den anderen zurückgelegt.</translation>
    </message>
    <message>
        <source>The top card and the score pile card are both of the returned card&apos;s color. The achievement is chosen by its value among the available standard achievements.</source>
        <translation>Die oberste Karte und die Karte aus dem Punktestapel haben beide die Farbe der zurückgelegten Karte. Der Erfolg wird nach seinem Wert unter den verfügbaren Standarderfolgen gewählt.</translation>
    </message>
    <message>
        <source>The compelled player picks the cards, one per top card with a castle (all of them when the score pile holds fewer).</source>
        <translation>Der gezwungene Spieler wählt die Karten, eine pro oberster Karte mit Burg (alle, wenn der Punktestapel weniger enthält).</translation>
    </message>
    <message>
        <source>A symbol in common is one of the six standard icon types.</source>
        <translation>Ein gemeinsames Symbol ist eine der sechs Standard-Symbolarten.</translation>
    </message>
    <message>
        <source>Score piles are emptied of that value clockwise from the current player; then the 5s are drawn and scored by the executing player.</source>
        <translation>Die Punktestapel werden im Uhrzeigersinn ab dem aktuellen Spieler von diesem Wert geleert; dann zieht und wertet der ausführende Spieler die 5er.</translation>
    </message>
    <message>
        <source>The score pile&apos;s cards count their printed values; the top cards their values face up (Battleship Yamato on top is an 11, never an 8).</source>
        <translation>Die Karten des Punktestapels zählen mit ihren aufgedruckten Werten, die obersten Karten mit ihren offenen Werten (Battleship Yamato oben ist eine 11, nie eine 8).</translation>
    </message>
    <message>
        <source>The card is melded from the hand whether or not cards were returned.</source>
        <translation>Die Karte wird aus der Hand ausgespielt, ob Karten zurückgelegt wurden oder nicht.</translation>
    </message>
    <message>
        <source>The top card scored is one on the executing player&apos;s own board.</source>
        <translation>Die gewertete oberste Karte ist eine aus der eigenen Auslage des ausführenden Spielers.</translation>
    </message>
    <message>
        <source>The number is chosen from 0 to 30, then the color; cards moved together go in ascending value, then title.</source>
        <translation>Die Zahl wird von 0 bis 30 gewählt, dann die Farbe; gemeinsam bewegte Karten gehen nach aufsteigendem Wert, dann nach Titel.</translation>
    </message>
    <message>
        <source>The values are read from the top cards when the effect starts.</source>
        <translation>Die Werte werden zu Beginn des Effekts von den obersten Karten abgelesen.</translation>
    </message>
    <message>
        <source>The lowest top card is found by the values face up: Battleship Yamato on top is an 11.</source>
        <translation>Die niedrigste oberste Karte wird nach den offenen Werten bestimmt: Battleship Yamato oben ist eine 11.</translation>
    </message>
    <message>
        <source>The top cards are those when the effect starts.</source>
        <translation>Die obersten Karten sind die zu Beginn des Effekts.</translation>
    </message>
    <message>
        <source>Onto a new pile the cards form an unsplayed pile; onto an existing pile they keep its splay.</source>
        <translation>Auf einem neuen Stapel bilden die Karten einen nicht aufgefächerten Stapel; auf einem bestehenden behalten sie dessen Auffächerung.</translation>
    </message>
    <message>
        <source>Every color is offered, a color without cards on the board too.</source>
        <translation>Jede Farbe wird angeboten, auch eine Farbe ohne Karten in der Auslage.</translation>
    </message>
    <message>
        <source>A pile of one card: that card is its bottom card.</source>
        <translation>Ein Stapel aus einer Karte: Diese Karte ist seine unterste Karte.</translation>
    </message>
    <message>
        <source>Gujin Tushu Jinsheng must be on the executing player&apos;s own board: on display (a display Dogma) or on another player&apos;s board nothing happens.</source>
        <translation>Gujin Tushu Jinsheng muss in der eigenen Auslage des ausführenden Spielers sein: In der Ausstellung (ein Dogma aus der Ausstellung) oder in der Auslage eines anderen Spielers geschieht nichts.</translation>
    </message>
    <message>
        <source>Any top card of any other player&apos;s board can be chosen, a teammate&apos;s too, even one whose effects would do nothing.</source>
        <translation>Jede oberste Karte der Auslage jedes anderen Spielers kann gewählt werden, auch die eines Teampartners, selbst eine, deren Effekte nichts bewirken würden.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Lightbulb counts, not under the chosen card&apos;s featured icon; its other effects are executed by you alone.</source>
        <translation>Die Forderungen und Zwänge der gewählten Karte treffen die Gegner, die nach den Glühbirnen-Zahlen dieser Aktion verwundbar (zum Teilen berechtigt) sind, nicht nach dem Leitsymbol der gewählten Karte; ihre anderen Effekte führst du allein aus.</translation>
    </message>
    <message>
        <source>The value is a value prompt from 1 to 10; the card drawn follows the draw rules (an empty age draws higher) and goes back on top of its own set&apos;s pile of its age.</source>
        <translation>Der Wert ist eine Wertfrage von 1 bis 10; die gezogene Karte folgt den Ziehregeln (ein leeres Zeitalter zieht höher) und kommt oben auf den Stapel ihres eigenen Sets und Zeitalters zurück.</translation>
    </message>
    <message>
        <source>The execution is mandatory. From the display every top card of your board is another top card.</source>
        <translation>Die Ausführung ist Pflicht. Aus der Ausstellung ist jede oberste Karte deiner Auslage eine andere oberste Karte.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Factory counts; its other effects are executed by you alone.</source>
        <translation>Die Forderungen und Zwänge der gewählten Karte treffen die Gegner, die nach den Fabrik-Zahlen dieser Aktion verwundbar (zum Teilen berechtigt) sind; ihre anderen Effekte führst du allein aus.</translation>
    </message>
    <message>
        <source>The achievement is chosen by its value among the available standard achievements.</source>
        <translation>Der Erfolg wird nach seinem Wert unter den verfügbaren Standarderfolgen gewählt.</translation>
    </message>
    <message>
        <source>The melded card&apos;s value is its value face up on the board: Battleship Yamato melded is an 11, which matches no achievement.</source>
        <translation>Der Wert der ausgespielten Karte ist ihr offener Wert in der Auslage: Ausgespielt ist Battleship Yamato eine 11, zu der kein Erfolg passt.</translation>
    </message>
    <message>
        <source>The top card counts with its value face up.</source>
        <translation>Die oberste Karte zählt mit ihrem offenen Wert.</translation>
    </message>
    <message>
        <source>&quot;That color&quot; is the returned card&apos;s color; with an empty hand nothing happens.</source>
        <translation>„Diese Farbe“ ist die Farbe der zurückgelegten Karte; mit leerer Hand geschieht nichts.</translation>
    </message>
    <message>
        <source>The symbols are the six standard icon types visible in that pile; with no pile of that color the highest number is 0, and a draw of 0 draws a 1.</source>
        <translation>Die Symbole sind die sechs Standard-Symbolarten, die in diesem Stapel sichtbar sind; ohne Stapel dieser Farbe ist die höchste Anzahl 0, und ein Ziehen von 0 zieht eine 1.</translation>
    </message>
    <message>
        <source>The revealed card&apos;s value is compared with the values of the compelling player&apos;s top cards.</source>
        <translation>Der Wert der aufgedeckten Karte wird mit den Werten der obersten Karten des zwingenden Spielers verglichen.</translation>
    </message>
    <message>
        <source>The revealed card is returned first, then the board&apos;s cards of its color, in ascending value, then title.</source>
        <translation>Die aufgedeckte Karte wird zuerst zurückgelegt, dann die Karten ihrer Farbe aus der Auslage, nach aufsteigendem Wert, dann nach Titel.</translation>
    </message>
    <message>
        <source>On a tie for the highest the compelled player picks the card.</source>
        <translation>Bei Gleichstand der höchsten wählt der gezwungene Spieler die Karte.</translation>
    </message>
    <message>
        <source>The values are the cards&apos; own (bonuses are not cards).</source>
        <translation>Die Werte sind die der Karten selbst (Boni sind keine Karten).</translation>
    </message>
    <message>
        <source>The three colors are one color prompt (exactly three of the five).</source>
        <translation>Die drei Farben sind eine Farbfrage (genau drei der fünf).</translation>
    </message>
    <message>
        <source>Otherwise the drawn card stays in your hand; the score pile&apos;s cards of its color are returned in ascending value, then title.</source>
        <translation>Andernfalls bleibt die gezogene Karte auf deiner Hand; die Karten ihrer Farbe im Punktestapel werden nach aufsteigendem Wert, dann nach Titel zurückgelegt.</translation>
    </message>
    <message>
        <source>Without a top yellow card nothing is transferred; without a top green card nothing is returned.</source>
        <translation>Ohne oberste gelbe Karte wird nichts übertragen; ohne oberste grüne Karte wird nichts zurückgelegt.</translation>
    </message>
    <message>
        <source>The colors are compared after the meld, all five of them (a color without a pile has 0 visible cards), so a board missing a color never scores.</source>
        <translation>Die Farben werden nach dem Ausspielen verglichen, alle fünf (eine Farbe ohne Stapel hat 0 sichtbare Karten), daher wertet eine Auslage, der eine Farbe fehlt, nie.</translation>
    </message>
    <message>
        <source>The color prompt offers only the colors tied for the highest top card. A pile of one card: its bottom card is its top card, and melding it changes nothing.</source>
        <translation>Die Farbfrage bietet nur die Farben an, die bei der höchsten obersten Karte gleichauf liegen. Ein Stapel aus einer Karte: Seine unterste Karte ist seine oberste, und sie auszuspielen ändert nichts.</translation>
    </message>
    <message>
        <source>The achievement is claimed even with an empty board: a value prompt over every available value.</source>
        <translation>Der Erfolg wird auch bei leerer Auslage errungen: eine Wertfrage über jeden verfügbaren Wert.</translation>
    </message>
    <message>
        <source>The two cards are one cards prompt (asked only with more than two in hand); with fewer than two cards in hand, the ones there are revealed and returned, and nothing else happens.</source>
        <translation>Die zwei Karten sind eine Kartenfrage (nur bei mehr als zwei Karten auf der Hand gestellt); mit weniger als zwei Karten auf der Hand werden die vorhandenen aufgedeckt und zurückgelegt, und sonst geschieht nichts.</translation>
    </message>
    <message>
        <source>The achievement is chosen by its value among every available standard achievement.</source>
        <translation>Der Erfolg wird nach seinem Wert unter allen verfügbaren Standarderfolgen gewählt.</translation>
    </message>
    <message>
        <source>The two top cards are asked for only when more than two top cards share a value; values are face-up values.</source>
        <translation>Nach den zwei obersten Karten wird nur gefragt, wenn mehr als zwei oberste Karten einen Wert teilen; Werte sind offene Werte.</translation>
    </message>
    <message>
        <source>A pile of one card cannot be splayed: its one card is visible, so a 1 is drawn and scored.</source>
        <translation>Ein Stapel aus einer Karte kann nicht aufgefächert werden: Seine eine Karte ist sichtbar, also wird eine 1 gezogen und gewertet.</translation>
    </message>
    <message>
        <source>A pile of one card: the melded card is its bottom card.</source>
        <translation>Ein Stapel aus einer Karte: Die ausgespielte Karte ist seine unterste Karte.</translation>
    </message>
    <message>
        <source>The card&apos;s value is the melded card&apos;s (a higher one when the chosen value&apos;s pile was empty).</source>
        <translation>Der Wert der Karte ist der der ausgespielten Karte (ein höherer, wenn der Stapel des gewählten Werts leer war).</translation>
    </message>
    <message>
        <source>Without a blue card in hand nothing is melded, and the whole hand is still transferred.</source>
        <translation>Ohne blaue Karte auf der Hand wird nichts ausgespielt, und die ganze Hand wird trotzdem übertragen.</translation>
    </message>
    <message>
        <source>The drawn 7 is not revealed. The hand is returned first, then the score pile, each in ascending value.</source>
        <translation>Die gezogene 7 wird nicht aufgedeckt. Zuerst wird die Hand zurückgelegt, dann der Punktestapel, jeweils nach aufsteigendem Wert.</translation>
    </message>
    <message>
        <source>With an empty score pile nothing is melded, and nothing is drawn or executed.</source>
        <translation>Mit leerem Punktestapel wird nichts ausgespielt und nichts gezogen oder ausgeführt.</translation>
    </message>
    <message>
        <source>The melded card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Leaf counts, counted before the meld.</source>
        <translation>Die Forderungen und Zwänge der ausgespielten Karte treffen die Gegner, die nach den Blatt-Zahlen dieser Aktion verwundbar (zum Teilen berechtigt) sind, gezählt vor dem Ausspielen.</translation>
    </message>
    <message>
        <source>The executing player deals the drawn cards, to their own board first, then to each other player clockwise; then they execute the card dealt to themselves.</source>
        <translation>Der ausführende Spieler verteilt die gezogenen Karten, zuerst in seine eigene Auslage, dann im Uhrzeigersinn an jeden anderen Spieler; dann führt er die Karte aus, die er sich selbst gegeben hat.</translation>
    </message>
    <message>
        <source>A card with more than three [Clock] has three [Clock].</source>
        <translation>Eine Karte mit mehr als drei [Clock]-Symbolen hat drei [Clock]-Symbole.</translation>
    </message>
    <message>
        <source>Value by value from 8 down, each on the board as it is then: a card uncovered by an earlier return can be returned at its value.</source>
        <translation>Wert für Wert von 8 abwärts, jeweils in der Auslage, wie sie dann ist: Eine Karte, die ein früheres Zurücklegen freigelegt hat, kann bei ihrem Wert zurückgelegt werden.</translation>
    </message>
    <message>
        <source>The drawn card stays in hand.</source>
        <translation>Die gezogene Karte bleibt auf der Hand.</translation>
    </message>
    <message>
        <source>A pile of one card: that card is its bottom card, and it is scored.</source>
        <translation>Ein Stapel aus einer Karte: Diese Karte ist seine unterste Karte und wird gewertet.</translation>
    </message>
    <message>
        <source>With an empty hand nothing is returned and nothing is drawn.</source>
        <translation>Mit leerer Hand wird nichts zurückgelegt und nichts gezogen.</translation>
    </message>
    <message>
        <source>Every value from 1 to 10 is offered. The score piles are emptied of that value player by player, clockwise from the current player.</source>
        <translation>Jeder Wert von 1 bis 10 wird angeboten. Die Punktestapel werden Spieler für Spieler im Uhrzeigersinn ab dem aktuellen Spieler von diesem Wert geleert.</translation>
    </message>
    <message>
        <source>A card uncovered by a transfer can be transferred by the repeat.</source>
        <translation>Eine durch eine Übertragung freigelegte Karte kann durch die Wiederholung übertragen werden.</translation>
    </message>
    <message>
        <source>Without an 8 in hand nothing happens (no win).</source>
        <translation>Ohne 8 auf der Hand geschieht nichts (kein Sieg).</translation>
    </message>
    <message>
        <source>A card has no effects when it has neither dogma effects nor an echo effect of its own (a City, Battleship Yamato).</source>
        <translation>Eine Karte hat keine Effekte, wenn sie weder Dogma-Effekte noch einen eigenen Echo-Effekt hat (eine Stadt, Battleship Yamato).</translation>
    </message>
    <message>
        <source>Only a standard achievement is returned; achievements of one value are alike, so the value is chosen.</source>
        <translation>Nur ein Standarderfolg wird zurückgelegt; Erfolge eines Werts sind gleich, daher wird der Wert gewählt.</translation>
    </message>
    <message>
        <source>A player without a top card of the drawn card&apos;s color has none; on a tie nobody achieves it, the card stays in the drawer&apos;s hand and the repeat stops.</source>
        <translation>Ein Spieler ohne oberste Karte in der Farbe der gezogenen Karte hat keine; bei Gleichstand erringt sie niemand, die Karte bleibt auf der Hand des Ziehenden, und die Wiederholung endet.</translation>
    </message>
    <message>
        <source>The repeat looks at the icons printed on the melded card, wherever its effects moved it.</source>
        <translation>Die Wiederholung prüft die auf der ausgespielten Karte aufgedruckten Symbole, wohin ihre Effekte sie auch bewegt haben.</translation>
    </message>
    <message>
        <source>The melded card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Clock counts, counted when the action began.</source>
        <translation>Die Forderungen und Zwänge der ausgespielten Karte treffen die Gegner, die nach den Uhr-Zahlen dieser Aktion verwundbar (zum Teilen berechtigt) sind, gezählt zu Beginn der Aktion.</translation>
    </message>
    <message>
        <source>The cards return in ascending value, then title. With an empty score pile nothing is returned and a 0 is drawn and scored: a 1, as for any draw of a value below 1.</source>
        <translation>Die Karten werden nach aufsteigendem Wert, dann nach Titel zurückgelegt. Mit leerem Punktestapel wird nichts zurückgelegt und eine 0 gezogen und gewertet: eine 1, wie bei jedem Ziehen eines Werts unter 1.</translation>
    </message>
    <message>
        <source>A demand effect is any kind of demand: an I DEMAND or an I COMPEL. The top cards are those on the board when the compel starts (a card uncovered meanwhile stays); they move in ascending value, then title.</source>
        <translation>Ein Forderungseffekt ist jede Art von Forderung: ein ICH FORDERE oder ein ICH ZWINGE. Die obersten Karten sind die, die zu Beginn des Zwangs in der Auslage liegen (eine inzwischen freigelegte Karte bleibt); sie bewegen sich nach aufsteigendem Wert, dann nach Titel.</translation>
    </message>
    <message>
        <source>The compelled player with no 9 in hand and none in their score pile makes the compelling player win at once (with the team, in a team game); the opponents after them are not compelled.</source>
        <translation>Hat der gezwungene Spieler keine 9 auf der Hand und keine in seinem Punktestapel, gewinnt der zwingende Spieler sofort (im Teamspiel mit seinem Team); die Gegner nach ihm werden nicht mehr gezwungen.</translation>
    </message>
    <message>
        <source>Only colors that can be splayed up (two cards or more, not already up) are offered; with two or fewer such colors nothing is asked and they are splayed.</source>
        <translation>Angeboten werden nur Farben, die nach oben aufgefächert werden können (zwei oder mehr Karten, noch nicht nach oben); bei zwei oder weniger solchen Farben wird nichts gefragt, und sie werden aufgefächert.</translation>
    </message>
    <message>
        <source>The cards are drawn one by one (a 10 once the 9 pile is empty) and stay in the hand.</source>
        <translation>Die Karten werden einzeln gezogen (eine 10, sobald der Stapel 9 leer ist) und bleiben auf der Hand.</translation>
    </message>
    <message>
        <source>The top cards with a [Clock] are counted once, before the first draw.</source>
        <translation>Die obersten Karten mit [Clock]-Symbol werden einmal gezählt, vor dem ersten Ziehen.</translation>
    </message>
    <message>
        <source>The two 10s are drawn and melded one after the other; drawing from an empty 10 pile ends the game.</source>
        <translation>Die zwei 10er werden nacheinander gezogen und ausgespielt; das Ziehen von einem leeren Stapel 10 beendet das Spiel.</translation>
    </message>
    <message>
        <source>A change is any card moving or any splay changing. Each repeat executes the top blue card as it is then; without a top blue card nothing happens.</source>
        <translation>Eine Veränderung ist jede Kartenbewegung oder jede Änderung einer Auffächerung. Jede Wiederholung führt die oberste blaue Karte aus, wie sie dann ist; ohne oberste blaue Karte geschieht nichts.</translation>
    </message>
    <message>
        <source>Points are the score, bonuses included.</source>
        <translation>Punkte sind die Wertung, Boni eingeschlossen.</translation>
    </message>
    <message>
        <source>With the Artifacts 10 pile empty, a base 10 is drawn, melded and executed instead; with the base 10 pile empty too, the draw ends the game.</source>
        <translation>Ist der Artefakt-Stapel 10 leer, wird stattdessen eine Basis-10 gezogen, ausgespielt und ausgeführt; ist auch der Basisstapel 10 leer, beendet das Ziehen das Spiel.</translation>
    </message>
    <message>
        <source>Every card of every pile moves, in ascending value, then title.</source>
        <translation>Jede Karte jedes Stapels bewegt sich, nach aufsteigendem Wert, dann nach Titel.</translation>
    </message>
    <message>
        <source>The compelled player leaves the game with every card they hold, their display and forecast included; their achievements leave the game too. In a team game their whole team leaves. When one player (or one team) is left, it wins at once.</source>
        <translation>Der gezwungene Spieler verlässt das Spiel mit allen Karten, die er hat, Ausstellung und Vorschau eingeschlossen; seine Erfolge verlassen das Spiel ebenfalls. Im Teamspiel verlässt sein ganzes Team das Spiel. Bleibt ein Spieler (oder ein Team) übrig, gewinnt er sofort.</translation>
    </message>
    <message>
        <source>The player chooses the cards kept; the others return in ascending value, then title.</source>
        <translation>Der Spieler wählt die behaltenen Karten; die anderen werden nach aufsteigendem Wert, dann nach Titel zurückgelegt.</translation>
    </message>
    <message>
        <source>A tie for the most is enough (only texts that say &quot;single&quot; need one player alone); every player still in the game is compared, a teammate too.</source>
        <translation>Ein Gleichstand bei den meisten genügt (nur Texte mit „einzige“ verlangen einen Spieler allein); verglichen wird jeder Spieler, der noch im Spiel ist, auch ein Teampartner.</translation>
    </message>
    <message>
        <source>Cards showing: one for an unsplayed pile, all of a splayed pile. A tie for the most is enough.</source>
        <translation>Sichtbare Karten: eine bei einem nicht aufgefächerten Stapel, alle bei einem aufgefächerten. Ein Gleichstand bei den meisten genügt.</translation>
    </message>
    <message>
        <source>Both &quot;you may&quot; are yes/no questions (the first asked only with a yellow pile). With an empty hand nothing is melded and the 10 is still drawn.</source>
        <translation>Beide „du darfst“ sind Ja/Nein-Fragen (die erste nur mit einem gelben Stapel gestellt). Mit leerer Hand wird nichts ausgespielt, und die 10 wird trotzdem gezogen.</translation>
    </message>
    <message>
        <source>A player who shares it wins before the activator executes it.</source>
        <translation>Ein Spieler, der sie teilt, gewinnt, bevor der Aktivierende sie ausführt.</translation>
    </message>
    <message>
        <source>On a display it is no top card, so nothing happens. The top cards are those when the effect starts (the cards they uncover stay); a player who shares it removes them first, and then nothing is left to remove for the activator.</source>
        <translation>In einer Ausstellung ist sie keine oberste Karte, also geschieht nichts. Die obersten Karten sind die zu Beginn des Effekts (die Karten, die sie freilegen, bleiben); ein Spieler, der teilt, entfernt sie zuerst, und dann bleibt für den Aktivierenden nichts mehr zu entfernen.</translation>
    </message>
    <message>
        <source>The colors go in the order red, yellow, green, blue, purple; for each the compelled player picks the card (asked only with two or more of that color).</source>
        <translation>Die Farben kommen in der Reihenfolge Rot, Gelb, Grün, Blau, Lila; für jede wählt der gezwungene Spieler die Karte (gefragt nur bei zwei oder mehr dieser Farbe).</translation>
    </message>
    <message>
        <source>A relic (option relics): a City of age 3 that is in no supply pile; it comes only by a seize, to a hand only when Cities is in play.</source>
        <translation>Ein Relikt (Option Relikte): eine City des Zeitalters 3, die in keinem Stapel liegt; sie kommt nur durch Ansichnehmen ins Spiel, auf eine Hand nur, wenn Cities im Spiel ist.</translation>
    </message>
    <message>
        <source>Its plus icon acts when it is melded by a Meld action, as any City&apos;s: draw a 4.</source>
        <translation>Ihr Plus-Symbol wirkt, wenn sie durch eine Ausspielen-Aktion ausgespielt wird, wie bei jeder City: Ziehe eine 4.</translation>
    </message>
    <message>
        <source>A relic (option relics): a base card of age 4 that is in no supply pile; it comes only by a seize.</source>
        <translation>Ein Relikt (Option Relikte): eine Basiskarte des Zeitalters 4, die in keinem Stapel liegt; sie kommt nur durch Ansichnehmen ins Spiel.</translation>
    </message>
    <message>
        <source>&quot;The same icons&quot; are the six standard icon types, counted on every position of each card (a hexagon is no icon); the revealed card stays in the hand.</source>
        <translation>„Dieselben Symbole“ sind die sechs üblichen Symbolarten, gezählt auf jedem Feld jeder Karte (ein Sechseck ist kein Symbol); die aufgedeckte Karte bleibt auf der Hand.</translation>
    </message>
    <message>
        <source>The achievement claimed is an available standard achievement of the revealed card&apos;s value (the one that became available first); none is claimed if none of that value is available.</source>
        <translation>Der errungene Erfolg ist ein verfügbarer normaler Erfolg vom Wert der aufgedeckten Karte (der zuerst verfügbar gewordene); ist keiner dieses Werts verfügbar, wird keiner errungen.</translation>
    </message>
    <message>
        <source>A relic (option relics): an Artifact of age 5 that is in no supply pile; it comes only by a seize. Returned, it goes back to the relic area, not to the Artifacts 5 pile.</source>
        <translation>Ein Relikt (Option Relikte): ein Artefakt des Zeitalters 5, das in keinem Stapel liegt; es kommt nur durch Ansichnehmen ins Spiel. Zurückgelegt geht es in den Reliktbereich, nicht auf den Artefakt-Stapel 5.</translation>
    </message>
    <message>
        <source>The cards are returned in one choice, any number of them; returning none does nothing more.</source>
        <translation>Die Karten werden in einer einzigen Wahl zurückgelegt, beliebig viele; legst du keine zurück, geschieht nichts weiter.</translation>
    </message>
    <message>
        <source>A relic (option relics): a Figure (Figures in the Sand), a set this program does not have, so it is only ever seized to achievements, where it counts as one.</source>
        <translation>Ein Relikt (Option Relikte): eine Figur (Figures in the Sand), ein Set, das dieses Programm nicht hat; sie wird darum nur zu den Erfolgen genommen, wo sie als einer zählt.</translation>
    </message>
    <message>
        <source>Its karma effects (&quot;When you meld this card, transfer an achievement from an opponent&apos;s achievements to yours.&quot; and &quot;If you would score a non-figure, instead transfer a card of the same value from an opponent&apos;s score pile to yours.&quot;) never act.</source>
        <translation>Ihre Karma-Effekte („Wenn du diese Karte ausspielst, übertrage einen Erfolg aus den Erfolgen eines Gegners zu deinen.“ und „Würdest du eine Nicht-Figur werten, übertrage stattdessen eine Karte desselben Werts aus dem Punktestapel eines Gegners in deinen.“) wirken nie.</translation>
    </message>
    <message>
        <source>A relic (option relics): an Echoes card of age 7 that is in no supply pile; it comes only by a seize, to a hand only when Echoes is in play. Its echo effect (draw and score a 7) runs like any Echoes card&apos;s.</source>
        <translation>Ein Relikt (Option Relikte): eine Echoes-Karte des Zeitalters 7, die in keinem Stapel liegt; sie kommt nur durch Ansichnehmen ins Spiel, auf eine Hand nur, wenn Echoes im Spiel ist. Ihr Echo-Effekt (ziehe eine 7 und werte sie) wirkt wie bei jeder Echoes-Karte.</translation>
    </message>
    <message>
        <source>The demanded player returns every card above 6 in their hand (in ascending value, then title), then draws a 6 even if they returned nothing.</source>
        <translation>Der geforderte Spieler legt jede Karte über 6 aus seiner Hand zurück (nach aufsteigendem Wert, dann nach Titel) und zieht dann eine 6, auch wenn er nichts zurückgelegt hat.</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>You may return a card from your hand. If you do, draw and score a card of value one higher than the card you returned.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um eins höheren Wert als die zurückgelegte Karte und werte sie.</translation>
    </message>
    <message>
        <source>I demand you draw a 1, then transfer the highest card in your hand to my hand!</source>
        <translation>Ich fordere dich auf, eine 1 zu ziehen und dann die höchste Karte deiner Hand in meine Hand zu übertragen!</translation>
    </message>
    <message>
        <source>I demand you transfer a top card with a [Castle] from your board to my board if you have at least four [Castle] icons on your board! If you do, draw a 1!</source>
        <translation>Ich fordere dich auf, eine oberste Karte mit [Castle]-Symbol aus deiner Auslage in meine Auslage zu übertragen, wenn du mindestens vier [Castle]-Symbole in deiner Auslage hast! Wenn du das tust, ziehe eine 1!</translation>
    </message>
    <message>
        <source>Meld a card from your hand of different color from any card on your board.</source>
        <translation>Spiele eine Karte aus deiner Hand aus, deren Farbe sich von der aller Karten in deiner Auslage unterscheidet.</translation>
    </message>
    <message>
        <source>Draw and score a 1 for each color present on your board not present on any other player&apos;s board.</source>
        <translation>Ziehe und werte eine 1 für jede Farbe in deiner Auslage, die in keiner Auslage eines anderen Spielers vorkommt.</translation>
    </message>
    <message>
        <source>You may tuck a card from your hand of the same color as any card on your board. If you do, you may splay that color of your cards left.</source>
        <translation>Du darfst eine Karte aus deiner Hand unterlegen, die dieselbe Farbe wie eine Karte in deiner Auslage hat. Wenn du das tust, darfst du deine Karten dieser Farbe nach links auffächern.</translation>
    </message>
    <message>
        <source>Meld the lowest card in your hand. Draw a 1.</source>
        <translation>Spiele die niedrigste Karte deiner Hand aus. Ziehe eine 1.</translation>
    </message>
    <message>
        <source>You may meld any number of cards from your hand, each with a [Castle]. If you melded four or more cards, claim the Monument achievement.</source>
        <translation>Du darfst beliebig viele Karten aus deiner Hand ausspielen, jede mit [Castle]-Symbol. Wenn du vier oder mehr Karten ausgespielt hast, erringe den Erfolg Monument.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If it has a [Castle], score it and repeat this dogma effect. Otherwise, keep it.</source>
        <translation>Ziehe eine 1 und decke sie auf. Hat sie ein [Castle]-Symbol, werte sie und wiederhole diesen Dogma-Effekt. Andernfalls behalte sie.</translation>
    </message>
    <message>
        <source>Draw a 1. If it is the same color as any card on your board, meld it and draw a 1.</source>
        <translation>Ziehe eine 1. Hat sie dieselbe Farbe wie eine Karte in deiner Auslage, spiele sie aus und ziehe eine 1.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a [Crown] from your hand to my score pile! If you do, draw a 1.</source>
        <translation>Ich fordere dich auf, eine Karte mit [Crown]-Symbol aus deiner Hand auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 1.</translation>
    </message>
    <message>
        <source>If no cards were transferred due to this demand, draw a 1.</source>
        <translation>Wurden durch diese Forderung keine Karten übertragen, ziehe eine 1.</translation>
    </message>
    <message>
        <source>You may return up to three cards from your hand. If you returned any cards, draw and score a card of value equal to the number of cards you returned.</source>
        <translation>Du darfst bis zu drei Karten aus deiner Hand zurücklegen. Wenn du Karten zurückgelegt hast, ziehe eine Karte, deren Wert der Anzahl der zurückgelegten Karten entspricht, und werte sie.</translation>
    </message>
    <message>
        <source>Draw a 1.</source>
        <translation>Ziehe eine 1.</translation>
    </message>
    <message>
        <source>Draw and meld a 1.</source>
        <translation>Ziehe eine 1 und spiele sie aus.</translation>
    </message>
    <message>
        <source>Draw two 1.</source>
        <translation>Ziehe zwei 1er.</translation>
    </message>
    <message>
        <source>You may return three cards from your hand. If you do, draw and meld a 3.</source>
        <translation>Du darfst drei Karten aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine 3 und spiele sie aus.</translation>
    </message>
    <message>
        <source>You may return a 3 from your hand. If you do, draw three 1.</source>
        <translation>Du darfst eine 3 aus deiner Hand zurücklegen. Wenn du das tust, ziehe drei 1er.</translation>
    </message>
    <message>
        <source>Draw a 2.</source>
        <translation>Ziehe eine 2.</translation>
    </message>
    <message>
        <source>If you have more cards in your score pile than in your hand, draw two 3.</source>
        <translation>Wenn du mehr Karten in deinem Punktestapel als auf deiner Hand hast, ziehe zwei 3er.</translation>
    </message>
    <message>
        <source>You may exchange all the highest cards in your hand with all the highest cards in your score pile.</source>
        <translation>Du darfst alle höchsten Karten deiner Hand mit allen höchsten Karten deines Punktestapels tauschen.</translation>
    </message>
    <message>
        <source>I demand you transfer two cards from your hand to my hand, then draw a 2!</source>
        <translation>Ich fordere dich auf, zwei Karten aus deiner Hand in meine Hand zu übertragen und dann eine 2 zu ziehen!</translation>
    </message>
    <message>
        <source>If you are the only player with five top cards, claim the Empire achievement.</source>
        <translation>Wenn du als einziger Spieler fünf oberste Karten hast, erringe den Erfolg Imperium.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. If you do, draw and score a 2 for every different value of card you returned.</source>
        <translation>Du darfst beliebig viele Karten aus deiner Hand zurücklegen. Wenn du das tust, ziehe und werte eine 2 für jeden unterschiedlichen Wert unter den zurückgelegten Karten.</translation>
    </message>
    <message>
        <source>Draw a 2 for every two [Leaf] icons on your board.</source>
        <translation>Ziehe eine 2 für je zwei [Leaf]-Symbole in deiner Auslage.</translation>
    </message>
    <message>
        <source>I demand you transfer a 1 from your score pile to my score pile.</source>
        <translation>Ich fordere dich auf, eine 1 aus deinem Punktestapel auf meinen Punktestapel zu übertragen.</translation>
    </message>
    <message>
        <source>If any card was transferred due to the demand, draw and score a 1.</source>
        <translation>Wurde durch die Forderung eine Karte übertragen, ziehe eine 1 und werte sie.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, draw and meld a card of value one higher than the card you returned.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um eins höheren Wert als die zurückgelegte Karte und spiele sie aus.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card on your board of a different color from any card on my board to my score pile! If you do, draw and tuck a 1!</source>
        <translation>Ich fordere dich auf, eine oberste Karte deiner Auslage, deren Farbe sich von der aller Karten in meiner Auslage unterscheidet, auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 1 und lege sie unter!</translation>
    </message>
    <message>
        <source>Draw and tuck a 1.</source>
        <translation>Ziehe eine 1 und lege sie unter.</translation>
    </message>
    <message>
        <source>You may splay left any one color of your cards.</source>
        <translation>Du darfst deine Karten einer beliebigen Farbe nach links auffächern.</translation>
    </message>
    <message>
        <source>You may score a card from your hand.</source>
        <translation>Du darfst eine Karte aus deiner Hand werten.</translation>
    </message>
    <message>
        <source>Meld one or two cards from your hand. If you melded two, you may transfer your top red card to another player&apos;s board. In exchange, transfer that player&apos;s top green card to your board.</source>
        <translation>Spiele eine oder zwei Karten aus deiner Hand aus. Wenn du zwei ausgespielt hast, darfst du deine oberste rote Karte in die Auslage eines anderen Spielers übertragen. Übertrage im Austausch dessen oberste grüne Karte in deine Auslage.</translation>
    </message>
    <message>
        <source>Draw and reveal a 4 for every three [Castle] icons on your board. If any of the drawn cards are red, return the cards drawn and all cards in your hand. Otherwise, keep them.</source>
        <translation>Ziehe eine 4 für je drei [Castle]-Symbole in deiner Auslage und decke sie auf. Ist eine der gezogenen Karten rot, lege die gezogenen Karten und alle Karten deiner Hand zurück. Andernfalls behalte sie.</translation>
    </message>
    <message>
        <source>Meld a card from your hand, then score a card from your hand.</source>
        <translation>Spiele eine Karte aus deiner Hand aus, dann werte eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-green card with a [Leaf] from your board to my board, and then transfer a top card without a [Leaf] from my board to your board.</source>
        <translation>Ich fordere dich auf, eine nicht grüne oberste Karte mit [Leaf]-Symbol aus deiner Auslage in meine Auslage zu übertragen und dann eine oberste Karte ohne [Leaf]-Symbol aus meiner Auslage in deine Auslage zu übertragen.</translation>
    </message>
    <message>
        <source>You may return the highest card from your score pile. If you do, draw a card of value two higher than the highest card remaining in your score pile.</source>
        <translation>Du darfst die höchste Karte aus deinem Punktestapel zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um zwei höheren Wert als die höchste in deinem Punktestapel verbliebene Karte.</translation>
    </message>
    <message>
        <source>I demand you transfer all top cards with a [Castle] from your board to my score pile!</source>
        <translation>Ich fordere dich auf, alle obersten Karten mit [Castle]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>You may splay your red cards left.</source>
        <translation>Du darfst deine roten Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a [Castle] from your hand to my hand!</source>
        <translation>Ich fordere dich auf, eine Karte mit [Castle]-Symbol aus deiner Hand in meine Hand zu übertragen!</translation>
    </message>
    <message>
        <source>You may splay your yellow or purple cards left.</source>
        <translation>Du darfst deine gelben oder lila Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>I demand you exchange all cards in your hand with all the highest cards in my hand!</source>
        <translation>Ich fordere dich auf, alle Karten deiner Hand mit allen höchsten Karten meiner Hand zu tauschen!</translation>
    </message>
    <message>
        <source>Score a card from your hand with a [Castle]. You may splay your red cards left.</source>
        <translation>Werte eine Karte mit [Castle]-Symbol aus deiner Hand. Du darfst deine roten Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>I demand you exchange the highest card in your score pile with the lowest card in my score pile!</source>
        <translation>Ich fordere dich auf, die höchste Karte deines Punktestapels mit der niedrigsten Karte meines Punktestapels zu tauschen!</translation>
    </message>
    <message>
        <source>Draw and meld a 3. If it has a [Crown], draw and score a 4. Otherwise, transfer a card from your score pile to the score pile of an opponent with fewer points than you.</source>
        <translation>Ziehe eine 3 und spiele sie aus. Hat sie ein [Crown]-Symbol, ziehe eine 4 und werte sie. Andernfalls übertrage eine Karte aus deinem Punktestapel auf den Punktestapel eines Gegners mit weniger Punkten als du.</translation>
    </message>
    <message>
        <source>You may splay your green or blue cards left.</source>
        <translation>Du darfst deine grünen oder blauen Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>Draw a 4 for every color you have splayed left.</source>
        <translation>Ziehe eine 4 für jede Farbe, die du nach links aufgefächert hast.</translation>
    </message>
    <message>
        <source>You may meld all the cards in your score pile. If you meld one, you must meld them all.</source>
        <translation>Du darfst alle Karten deines Punktestapels ausspielen. Wenn du eine ausspielst, musst du alle ausspielen.</translation>
    </message>
    <message>
        <source>If each top card on your board has a [Crown], claim the World achievement.</source>
        <translation>Wenn jede oberste Karte in deiner Auslage ein [Crown]-Symbol hat, erringe den Erfolg Welt.</translation>
    </message>
    <message>
        <source>I demand you return a card from your score pile! If you do, return a top card of equal value from your board!</source>
        <translation>Ich fordere dich auf, eine Karte aus deinem Punktestapel zurückzulegen! Wenn du das tust, lege eine oberste Karte mit gleichem Wert aus deiner Auslage zurück!</translation>
    </message>
    <message>
        <source>Draw and tuck a 3. If it has a [Crown], repeat this dogma effect.</source>
        <translation>Ziehe eine 3 und lege sie unter. Hat sie ein [Crown]-Symbol, wiederhole diesen Dogma-Effekt.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-purple card with a [Crown] from your board to my board! If you do, draw and meld a 4!</source>
        <translation>Ich fordere dich auf, eine nicht lila oberste Karte mit [Crown]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 4 und spiele sie aus!</translation>
    </message>
    <message>
        <source>You may splay your green cards right.</source>
        <translation>Du darfst deine grünen Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>Draw and meld a 5.</source>
        <translation>Ziehe eine 5 und spiele sie aus.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card with a [Castle] from your board to my score pile!</source>
        <translation>Ich fordere dich auf, eine oberste Karte mit [Castle]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>If any card was transferred due to the demand, draw and score a 2.</source>
        <translation>Wurde durch die Forderung eine Karte übertragen, ziehe eine 2 und werte sie.</translation>
    </message>
    <message>
        <source>You may splay right any one color of your cards currently splayed left. If you do, draw and score a 4.</source>
        <translation>Du darfst deine Karten einer beliebigen Farbe, die derzeit nach links aufgefächert sind, nach rechts auffächern. Wenn du das tust, ziehe eine 4 und werte sie.</translation>
    </message>
    <message>
        <source>If you have five colors splayed, each in any direction, claim the Wonder achievement.</source>
        <translation>Wenn du fünf aufgefächerte Farben hast, jede in beliebiger Richtung, erringe den Erfolg Wunder.</translation>
    </message>
    <message>
        <source>I demand you transfer a 2 or 3 from your score pile to my score pile!</source>
        <translation>Ich fordere dich auf, eine 2 oder 3 aus deinem Punktestapel auf meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, score a card from your hand for every two [LIghtbulb] icons on your board.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, werte eine Karte aus deiner Hand für je zwei [LIghtbulb]-Symbole in deiner Auslage.</translation>
    </message>
    <message>
        <source>You may return a card from your score pile. If you do, draw a card of value two higher than the top purple card on your board.</source>
        <translation>Du darfst eine Karte aus deinem Punktestapel zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um zwei höheren Wert als die oberste lila Karte in deiner Auslage.</translation>
    </message>
    <message>
        <source>You may splay your blue cards right.</source>
        <translation>Du darfst deine blauen Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>You may tuck a card from your hand for every two [Leaf] icons on your board.</source>
        <translation>Du darfst für je zwei [Leaf]-Symbole in deiner Auslage eine Karte aus deiner Hand unterlegen.</translation>
    </message>
    <message>
        <source>You may splay your yellow or purple cards right.</source>
        <translation>Du darfst deine gelben oder lila Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma effect.</source>
        <translation>Ziehe eine 6 und decke sie auf. Ist die Karte grün oder blau, spiele sie aus und wiederhole diesen Dogma-Effekt.</translation>
    </message>
    <message>
        <source>If all non-purple top cards on your board are value 6 or higher, claim the Universe achievement.</source>
        <translation>Wenn alle nicht lila obersten Karten in deiner Auslage den Wert 6 oder höher haben, erringe den Erfolg Universum.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-green card with a [Factory] from your board to my board! If you do, draw and score a 5.</source>
        <translation>Ich fordere dich auf, eine nicht grüne oberste Karte mit [Factory]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 5 und werte sie.</translation>
    </message>
    <message>
        <source>Draw and score a card of value one higher than the highest top card on your board and then return a card from your score pile.</source>
        <translation>Ziehe eine Karte mit einem um eins höheren Wert als die höchste oberste Karte in deiner Auslage und werte sie, dann lege eine Karte aus deinem Punktestapel zurück.</translation>
    </message>
    <message>
        <source>Draw and tuck a 5.</source>
        <translation>Ziehe eine 5 und lege sie unter.</translation>
    </message>
    <message>
        <source>You may splay your red cards right.</source>
        <translation>Du darfst deine roten Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>You may score any one of your top cards. If you do, also score the card beneath it.</source>
        <translation>Du darfst eine beliebige deiner obersten Karten werten. Wenn du das tust, werte auch die Karte darunter.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, splay any one color of your cards right, and draw a card of value equal to the number of cards of that color on your board.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, fächere deine Karten einer beliebigen Farbe nach rechts auf und ziehe eine Karte, deren Wert der Anzahl der Karten dieser Farbe in deiner Auslage entspricht.</translation>
    </message>
    <message>
        <source>Draw three 6 and reveal them. If two or more of the drawn cards are of the same color, return the drawn cards and all the cards in your hand. Otherwise, keep them.</source>
        <translation>Ziehe drei 6er und decke sie auf. Haben zwei oder mehr der gezogenen Karten dieselbe Farbe, lege die gezogenen Karten und alle Karten deiner Hand zurück. Andernfalls behalte sie.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-purple card with a [Lightbulb] from your board to my board! If you do, draw a 5!</source>
        <translation>Ich fordere dich auf, eine nicht lila oberste Karte mit [Lightbulb]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 5!</translation>
    </message>
    <message>
        <source>I demand you draw the highest card in your score pile! If you do, and have only one card in your hand afterwards, repeat this demand!</source>
        <translation>Ich fordere dich auf, die höchste Karte deines Punktestapels zu ziehen! Wenn du das tust und danach nur eine Karte auf der Hand hast, wiederhole diese Forderung!</translation>
    </message>
    <message>
        <source>You may splay your yellow cards right.</source>
        <translation>Du darfst deine gelben Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>Draw and tuck two 4, then score your bottom yellow card.</source>
        <translation>Ziehe zwei 4er und lege sie unter, dann werte deine unterste gelbe Karte.</translation>
    </message>
    <message>
        <source>I demand you transfer two cards of value 4 or less from your score pile to my score pile!</source>
        <translation>Ich fordere dich auf, zwei Karten mit dem Wert 4 oder weniger aus deinem Punktestapel auf meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>If any card was transferred due to the demand, score the lowest top card with a [Crown] from your board.</source>
        <translation>Wurde durch die Forderung eine Karte übertragen, werte die niedrigste oberste Karte mit [Crown]-Symbol aus deiner Auslage.</translation>
    </message>
    <message>
        <source>Draw and meld a 7.</source>
        <translation>Ziehe eine 7 und spiele sie aus.</translation>
    </message>
    <message>
        <source>You may draw and tuck a 6. If you do, score all your top cards without a [Factory].</source>
        <translation>Du darfst eine 6 ziehen und unterlegen. Wenn du das tust, werte alle deine obersten Karten ohne [Factory]-Symbol.</translation>
    </message>
    <message>
        <source>Reveal the color of a card from your hand. Take into your hand all cards of that color from all other player&apos;s hands. Then, meld all cards of that color from your hand.</source>
        <translation>Decke die Farbe einer Karte aus deiner Hand auf. Nimm alle Karten dieser Farbe aus den Händen aller anderen Spieler auf deine Hand. Spiele dann alle Karten dieser Farbe aus deiner Hand aus.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. If you have returned more cards than any other player due to Democracy this phase, draw and score an 8.</source>
        <translation>Du darfst beliebig viele Karten aus deiner Hand zurücklegen. Wenn du in dieser Phase durch Democracy mehr Karten zurückgelegt hast als jeder andere Spieler, ziehe eine 8 und werte sie.</translation>
    </message>
    <message>
        <source>I demand you transfer a card from your hand to my score pile! If you do, draw a 6!</source>
        <translation>Ich fordere dich auf, eine Karte aus deiner Hand auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 6!</translation>
    </message>
    <message>
        <source>You may splay your red or purple cards right.</source>
        <translation>Du darfst deine roten oder lila Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>You may meld all the highest cards in your score pile. If you meld one of the highest, you must meld all of the highest.</source>
        <translation>Du darfst alle höchsten Karten deines Punktestapels ausspielen. Wenn du eine der höchsten ausspielst, musst du alle höchsten ausspielen.</translation>
    </message>
    <message>
        <source>Draw and tuck a 6 for every two [Factory] icons on your board.</source>
        <translation>Ziehe eine 6 für je zwei [Factory]-Symbole in deiner Auslage und lege sie unter.</translation>
    </message>
    <message>
        <source>Draw and score a card of value equal to the highest card in your score pile.</source>
        <translation>Ziehe eine Karte mit dem Wert der höchsten Karte in deinem Punktestapel und werte sie.</translation>
    </message>
    <message>
        <source>If your green cards are splayed right, you may splay any color of your cards right.</source>
        <translation>Wenn deine grünen Karten nach rechts aufgefächert sind, darfst du deine Karten einer beliebigen Farbe nach rechts auffächern.</translation>
    </message>
    <message>
        <source>I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a 6!</source>
        <translation>Ich fordere dich auf, alle niedrigsten Karten deines Punktestapels zurückzulegen! Wenn du welche zurückgelegt hast, ziehe eine 6 und spiele sie aus!</translation>
    </message>
    <message>
        <source>If any card was returned as a result of the demand, draw and meld a 7.</source>
        <translation>Wurde infolge der Forderung eine Karte zurückgelegt, ziehe eine 7 und spiele sie aus.</translation>
    </message>
    <message>
        <source>You may exchange all the cards in your hand with all the cards in your score pile. If you exchange one, you must exchange them all.</source>
        <translation>Du darfst alle Karten deiner Hand mit allen Karten deines Punktestapels tauschen. Wenn du eine tauschst, musst du alle tauschen.</translation>
    </message>
    <message>
        <source>I demand you transfer two cards from your score pile to my score pile!</source>
        <translation>Ich fordere dich auf, zwei Karten aus deinem Punktestapel auf meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>Return all your top cards without a [Factory], then draw an 8 for each card you returned.</source>
        <translation>Lege alle deine obersten Karten ohne [Factory]-Symbol zurück, dann ziehe eine 8 für jede zurückgelegte Karte.</translation>
    </message>
    <message>
        <source>You may choose to either draw and score an 8 and then return a card from your score pile, or draw a card of value one higher than the highest card in your score pile.</source>
        <translation>Du darfst wählen: entweder eine 8 ziehen und werten und dann eine Karte aus deinem Punktestapel zurücklegen, oder eine Karte mit einem um eins höheren Wert als die höchste Karte in deinem Punktestapel ziehen.</translation>
    </message>
    <message>
        <source>I demand you transfer your three highest cards from your hand to my hand! If you do, and then have no cards in hand, draw a 7!</source>
        <translation>Ich fordere dich auf, deine drei höchsten Karten aus deiner Hand in meine Hand zu übertragen! Wenn du das tust und danach keine Karten auf der Hand hast, ziehe eine 7!</translation>
    </message>
    <message>
        <source>You may tuck up to three cards from your hand. If you do, draw and score a 7 for every different value of card you tucked.</source>
        <translation>Du darfst bis zu drei Karten aus deiner Hand unterlegen. Wenn du das tust, ziehe und werte eine 7 für jeden unterschiedlichen Wert unter den untergelegten Karten.</translation>
    </message>
    <message>
        <source>You may rearrange the order of one color of cards on your board.</source>
        <translation>Du darfst die Reihenfolge der Karten einer Farbe in deiner Auslage neu ordnen.</translation>
    </message>
    <message>
        <source>You may splay your yellow or blue cards up.</source>
        <translation>Du darfst deine gelben oder blauen Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>Return all cards from your hand, then draw three 6.</source>
        <translation>Lege alle Karten aus deiner Hand zurück, dann ziehe drei 6er.</translation>
    </message>
    <message>
        <source>You may splay up any one color of your cards currently splayed right.</source>
        <translation>Du darfst deine Karten einer beliebigen Farbe, die derzeit nach rechts aufgefächert sind, nach oben auffächern.</translation>
    </message>
    <message>
        <source>I demand you return half (rounded down) of the cards in your hand!</source>
        <translation>Ich fordere dich auf, die Hälfte (abgerundet) der Karten deiner Hand zurückzulegen!</translation>
    </message>
    <message>
        <source>I demand you exchange the two highest cards in your hand with the lowest card in my hand!</source>
        <translation>Ich fordere dich auf, die zwei höchsten Karten deiner Hand mit der niedrigsten Karte meiner Hand zu tauschen!</translation>
    </message>
    <message>
        <source>You may return up to three cards from your hand. For every different value of card that you returned, draw two 8.</source>
        <translation>Du darfst bis zu drei Karten aus deiner Hand zurücklegen. Ziehe für jeden unterschiedlichen Wert unter den zurückgelegten Karten zwei 8er.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-green card with a [Factory] from your board to my score pile! If you do, draw and meld an 8.</source>
        <translation>Ich fordere dich auf, eine nicht grüne oberste Karte mit [Factory]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 8 und spiele sie aus.</translation>
    </message>
    <message>
        <source>Draw and meld an 8.</source>
        <translation>Ziehe eine 8 und spiele sie aus.</translation>
    </message>
    <message>
        <source>Choose two colors, then draw and reveal a 9. If it is either of the colors you chose, meld it and you may splay your cards of that color up.</source>
        <translation>Wähle zwei Farben, dann ziehe eine 9 und decke sie auf. Hat sie eine der gewählten Farben, spiele sie aus, und du darfst deine Karten dieser Farbe nach oben auffächern.</translation>
    </message>
    <message>
        <source>If you have twenty or more [Lightbulb] icons on your board, you win.</source>
        <translation>Wenn du zwanzig oder mehr [Lightbulb]-Symbole in deiner Auslage hast, gewinnst du.</translation>
    </message>
    <message>
        <source>If your red cards are splayed up, you may splay any one color of your cards up.</source>
        <translation>Wenn deine roten Karten nach oben aufgefächert sind, darfst du deine Karten einer beliebigen Farbe nach oben auffächern.</translation>
    </message>
    <message>
        <source>You may splay your red cards up.</source>
        <translation>Du darfst deine roten Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, choose a value, and return all cards of that value from all score piles.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, wähle einen Wert und lege alle Karten dieses Werts aus allen Punktestapeln zurück.</translation>
    </message>
    <message>
        <source>You may splay your purple cards up.</source>
        <translation>Du darfst deine lila Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>I demand you transfer your two highest non-red cards without a [Factory] from your board to my score pile! If you transferred any cards, draw an 8!</source>
        <translation>Ich fordere dich auf, deine zwei höchsten nicht roten Karten ohne [Factory]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen! Wenn du Karten übertragen hast, ziehe eine 8!</translation>
    </message>
    <message>
        <source>You may return up to two cards from your hand. If you return two, draw a 10 and then draw and score a 10.</source>
        <translation>Du darfst bis zu zwei Karten aus deiner Hand zurücklegen. Wenn du zwei zurücklegst, ziehe eine 10 und dann ziehe und werte eine 10.</translation>
    </message>
    <message>
        <source>Return a card in any other player&apos;s score pile for every two [Clock] icons on your board.</source>
        <translation>Lege für je zwei [Clock]-Symbole in deiner Auslage eine Karte aus dem Punktestapel eines beliebigen anderen Spielers zurück.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-yellow card with a [Clock] from your board to my board! If you do, score the card beneath it, and return all other cards from that pile!</source>
        <translation>Ich fordere dich auf, eine nicht gelbe oberste Karte mit [Clock]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, werte die Karte darunter und lege alle anderen Karten dieses Stapels zurück!</translation>
    </message>
    <message>
        <source>You may tuck all cards from your hand. If you tuck one, you must tuck them all. If you tucked at least one purple card, take all the lowest cards in each other player&apos;s hand into your hand.</source>
        <translation>Du darfst alle Karten aus deiner Hand unterlegen. Wenn du eine unterlegst, musst du alle unterlegen. Wenn du mindestens eine lila Karte untergelegt hast, nimm alle niedrigsten Karten aus der Hand jedes anderen Spielers auf deine Hand.</translation>
    </message>
    <message>
        <source>I demand you draw two 9 and reveal them. Transfer the card of my choice to my board, and meld the other.</source>
        <translation>Ich fordere dich auf, zwei 9er zu ziehen und aufzudecken. Übertrage die Karte meiner Wahl in meine Auslage und spiele die andere aus.</translation>
    </message>
    <message>
        <source>If you have ten or more green cards on your board, you win.</source>
        <translation>Wenn du zehn oder mehr grüne Karten in deiner Auslage hast, gewinnst du.</translation>
    </message>
    <message>
        <source>I demand you transfer all but one card from your hand to my hand! Also, transfer the highest card from your score pile to my score pile!</source>
        <translation>Ich fordere dich auf, alle Karten bis auf eine aus deiner Hand in meine Hand zu übertragen! Übertrage außerdem die höchste Karte aus deinem Punktestapel auf meinen Punktestapel!</translation>
    </message>
    <message>
        <source>You may splay your red cards or your green cards up.</source>
        <translation>Du darfst deine roten Karten oder deine grünen Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>Draw and meld a 10, then execute its non-demand dogma effects for yourself only.</source>
        <translation>Ziehe eine 10 und spiele sie aus, dann führe ihre Dogma-Effekte, die keine Forderungen sind, nur für dich selbst aus.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, score a card from your hand and draw two 10.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, werte eine Karte aus deiner Hand und ziehe zwei 10er.</translation>
    </message>
    <message>
        <source>I demand you draw a 10! If it is red, remove all hands, boards, and score piles from the game! If this occurs, the dogma action is complete.</source>
        <translation>Ich fordere dich auf, eine 10 zu ziehen! Ist sie rot, entferne alle Hände, Auslagen und Punktestapel aus dem Spiel! Geschieht das, ist die Dogma-Aktion beendet.</translation>
    </message>
    <message>
        <source>Return a top card other than Fission from any player&apos;s board.</source>
        <translation>Lege eine oberste Karte außer Fission aus der Auslage eines beliebigen Spielers zurück.</translation>
    </message>
    <message>
        <source>Draw and meld a 10. Score all cards beneath it.</source>
        <translation>Ziehe eine 10 und spiele sie aus. Werte alle Karten darunter.</translation>
    </message>
    <message>
        <source>Return all cards from your hand, and draw three 8.</source>
        <translation>Lege alle Karten aus deiner Hand zurück und ziehe drei 8er.</translation>
    </message>
    <message>
        <source>Meld a card from your hand and then execute each of its non-demand dogma effects for yourself only.</source>
        <translation>Spiele eine Karte aus deiner Hand aus und führe dann jeden ihrer Dogma-Effekte, die keine Forderungen sind, nur für dich selbst aus.</translation>
    </message>
    <message>
        <source>I demand you transfer all the highest cards from your score pile to my hand! If you transferred any cards, then transfer a top card from my board without a [Leaf] to your hand!</source>
        <translation>Ich fordere dich auf, alle höchsten Karten aus deinem Punktestapel in meine Hand zu übertragen! Wenn du Karten übertragen hast, übertrage dann eine oberste Karte ohne [Leaf]-Symbol aus meiner Auslage in deine Hand!</translation>
    </message>
    <message>
        <source>Reveal a card from your hand. Take into your hand the top card of that color from all other players&apos; boards.</source>
        <translation>Decke eine Karte aus deiner Hand auf. Nimm die oberste Karte dieser Farbe aus den Auslagen aller anderen Spieler auf deine Hand.</translation>
    </message>
    <message>
        <source>You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked.</source>
        <translation>Du darfst beliebig viele Karten aus deiner Hand unterlegen. Ziehe und werte eine 1 für jede untergelegte Karte.</translation>
    </message>
    <message>
        <source>Draw and score a 10.</source>
        <translation>Ziehe eine 10 und werte sie.</translation>
    </message>
    <message>
        <source>If Robotics and Software are top cards on any board, the single player with the lowest score wins.</source>
        <translation>Wenn Robotics und Software oberste Karten in irgendeiner Auslage sind, gewinnt der einzelne Spieler mit der niedrigsten Punktzahl.</translation>
    </message>
    <message>
        <source>Transfer a top card with a [Leaf] from any other player&apos;s board to your score pile.</source>
        <translation>Übertrage eine oberste Karte mit [Leaf]-Symbol aus der Auslage eines beliebigen anderen Spielers auf deinen Punktestapel.</translation>
    </message>
    <message>
        <source>If any player has fewer than three [Leaf] icons on their board, the single player with the most [Leaf] icons on their board wins.</source>
        <translation>Wenn ein Spieler weniger als drei [Leaf]-Symbole in seiner Auslage hat, gewinnt der einzelne Spieler mit den meisten [Leaf]-Symbolen in seiner Auslage.</translation>
    </message>
    <message>
        <source>I demand you return half (rounded up) of the cards in your score pile!</source>
        <translation>Ich fordere dich auf, die Hälfte (aufgerundet) der Karten deines Punktestapels zurückzulegen!</translation>
    </message>
    <message>
        <source>I demand you return a top card with a [Leaf] on your board!</source>
        <translation>Ich fordere dich auf, eine oberste Karte mit [Leaf]-Symbol aus deiner Auslage zurückzulegen!</translation>
    </message>
    <message>
        <source>Draw and score a 6. If no player has more [Leaf] icons than [Factory] icons on their board, the single player with the most points wins.</source>
        <translation>Ziehe eine 6 und werte sie. Wenn kein Spieler mehr [Leaf]-Symbole als [Factory]-Symbole in seiner Auslage hat, gewinnt der einzelne Spieler mit den meisten Punkten.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you returned a 10, draw a 10 for every different value of card in your score pile.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du eine 10 zurückgelegt hast, ziehe eine 10 für jeden unterschiedlichen Kartenwert in deinem Punktestapel.</translation>
    </message>
    <message>
        <source>Score your top green card. Draw and meld a 10, then execute its non-demand dogma effects for yourself only.</source>
        <translation>Werte deine oberste grüne Karte. Ziehe eine 10 und spiele sie aus, dann führe ihre Dogma-Effekte, die keine Forderungen sind, nur für dich selbst aus.</translation>
    </message>
    <message>
        <source>Execute the non-demand dogma effects of any other top card on your board for yourself only.</source>
        <translation>Führe die Dogma-Effekte, die keine Forderungen sind, einer beliebigen anderen obersten Karte in deiner Auslage nur für dich selbst aus.</translation>
    </message>
    <message>
        <source>If you have more achievements than each other player, you win.</source>
        <translation>Wenn du mehr Erfolge hast als jeder andere Spieler, gewinnst du.</translation>
    </message>
    <message>
        <source>Draw and meld two 10, then execute the second card&apos;s non-demand dogma effects for yourself only.</source>
        <translation>Ziehe zwei 10er und spiele sie aus, dann führe die Dogma-Effekte der zweiten Karte, die keine Forderungen sind, nur für dich selbst aus.</translation>
    </message>
    <message>
        <source>You may score all cards from your hand. If you score one, you must score them all.</source>
        <translation>Du darfst alle Karten aus deiner Hand werten. Wenn du eine wertest, musst du alle werten.</translation>
    </message>
    <message>
        <source>You may splay your green cards up.</source>
        <translation>Du darfst deine grünen Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>Draw and meld a 10 for every two [Clock] icons on your board.</source>
        <translation>Ziehe für je zwei [Clock]-Symbole in deiner Auslage eine 10 und spiele sie aus.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If the card has a bonus, draw and meld a card of value equal to its bonus.</source>
        <translation>Ziehe eine 1 und decke sie auf. Hat die Karte einen Bonus, ziehe eine Karte mit dem Wert ihres Bonus und spiele sie aus.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card of different value from any top card on my board from your board to mine! If you do, draw and meld a card of equal value!</source>
        <translation>Ich fordere dich auf, eine oberste Karte, deren Wert sich von dem jeder obersten Karte in meiner Auslage unterscheidet, aus deiner Auslage in meine zu übertragen! Wenn du das tust, ziehe eine Karte desselben Werts und spiele sie aus!</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>Kein Effekt.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 3.</source>
        <translation>Ziehe eine 3 und merke sie vor.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a [Castle] from your hand to my hand! If you do, draw a 1!</source>
        <translation>Ich fordere dich auf, eine Karte mit [Castle]-Symbol aus deiner Hand in meine Hand zu übertragen! Wenn du das tust, ziehe eine 1!</translation>
    </message>
    <message>
        <source>Choose a color, then draw and reveal five 1s. Keep all cards that match the color chosen. Return the rest of the drawn cards.</source>
        <translation>Wähle eine Farbe, dann ziehe fünf 1er und decke sie auf. Behalte alle Karten der gewählten Farbe. Lege die übrigen gezogenen Karten zurück.</translation>
    </message>
    <message>
        <source>Return up to three cards from your hand. For each card returned, either draw and meld a 2, or draw and foreshadow a 3. Return your highest top card.</source>
        <translation>Lege bis zu drei Karten aus deiner Hand zurück. Ziehe für jede zurückgelegte Karte entweder eine 2 und spiele sie aus oder eine 3 und merke sie vor. Lege deine höchste oberste Karte zurück.</translation>
    </message>
    <message>
        <source>Return any number of cards from your hand. Score two cards from your hand for every card you returned.</source>
        <translation>Lege beliebig viele Karten aus deiner Hand zurück. Werte für jede zurückgelegte Karte zwei Karten aus deiner Hand.</translation>
    </message>
    <message>
        <source>If the 1 deck has at least one card, you may transfer its bottom card to the available achievements.</source>
        <translation>Wenn der Stapel der 1 mindestens eine Karte enthält, darfst du seine unterste Karte zu den verfügbaren Erfolgen übertragen.</translation>
    </message>
    <message>
        <source>If you have more 1 in your hand than every other player, draw and score a 2.</source>
        <translation>Wenn du mehr 1er auf der Hand hast als jeder andere Spieler, ziehe eine 2 und werte sie.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If it is yellow, score all 1s from your hand.</source>
        <translation>Ziehe eine 1 und decke sie auf. Ist sie gelb, werte alle 1er aus deiner Hand.</translation>
    </message>
    <message>
        <source>Choose a color. You may tuck any number of cards of that color from your hand. If you tucked at least three, you may achieve (if eligible) a card from your hand.</source>
        <translation>Wähle eine Farbe. Du darfst beliebig viele Karten dieser Farbe aus deiner Hand unterlegen. Wenn du mindestens drei untergelegt hast, darfst du eine Karte aus deiner Hand als Erfolg erringen (falls berechtigt).</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 2.</source>
        <translation>Ziehe eine 2 und merke sie vor.</translation>
    </message>
    <message>
        <source>I demand you return a card with a bonus from your hand!</source>
        <translation>Ich fordere dich auf, eine Karte mit Bonus aus deiner Hand zurückzulegen!</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If it has a bonus, draw a 1.</source>
        <translation>Ziehe eine 1 und decke sie auf. Hat sie einen Bonus, ziehe eine 1.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. For every two cards of matching value returned, draw a card of value one higher.</source>
        <translation>Du darfst beliebig viele Karten aus deiner Hand zurücklegen. Ziehe für je zwei zurückgelegte Karten gleichen Werts eine Karte mit einem um eins höheren Wert.</translation>
    </message>
    <message>
        <source>Draw a card of value equal to a bonus on your board, if you have any.</source>
        <translation>Ziehe eine Karte mit dem Wert eines Bonus in deiner Auslage, falls du einen hast.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a bonus from your hand to my score pile!</source>
        <translation>Ich fordere dich auf, eine Karte mit Bonus aus deiner Hand auf meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>Transfer a card from your hand to any other player&apos;s board.</source>
        <translation>Übertrage eine Karte aus deiner Hand in die Auslage eines beliebigen anderen Spielers.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card without a [Castle] or [Factory] from your board to my board! If you do, draw and meld a 2!</source>
        <translation>Ich fordere dich auf, eine oberste Karte ohne [Castle]- oder [Factory]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 2 und spiele sie aus!</translation>
    </message>
    <message>
        <source>Draw and foreshadow a card of value three higher than the lowest non-green top card on your board.</source>
        <translation>Ziehe eine Karte mit einem um drei höheren Wert als die niedrigste nicht grüne oberste Karte in deiner Auslage und merke sie vor.</translation>
    </message>
    <message>
        <source>You may choose up to two cards from your hand. For each card chosen, either meld it or score it.</source>
        <translation>Du darfst bis zu zwei Karten aus deiner Hand wählen. Spiele jede gewählte Karte entweder aus oder werte sie.</translation>
    </message>
    <message>
        <source>If Paper is a top card on any player&apos;s board, transfer it to your score pile.</source>
        <translation>Wenn Paper oberste Karte in der Auslage irgendeines Spielers ist, übertrage sie auf deinen Punktestapel.</translation>
    </message>
    <message>
        <source>You may splay any one color of your cards left.</source>
        <translation>Du darfst deine Karten einer beliebigen Farbe nach links auffächern.</translation>
    </message>
    <message>
        <source>If the 2 deck has at least one card, you may transfer its bottom card to the available achievements.</source>
        <translation>Wenn der Stapel der 2 mindestens eine Karte enthält, darfst du seine unterste Karte zu den verfügbaren Erfolgen übertragen.</translation>
    </message>
    <message>
        <source>Tuck a card with a bonus from your hand. If you do, draw a card of value equal to that card&apos;s bonus. If the drawn card also has a bonus, you may return a card from your hand to repeat this dogma effect.</source>
        <translation>Lege eine Karte mit Bonus aus deiner Hand unter. Wenn du das tust, ziehe eine Karte mit dem Wert des Bonus dieser Karte. Hat auch die gezogene Karte einen Bonus, darfst du eine Karte aus deiner Hand zurücklegen, um diesen Dogma-Effekt zu wiederholen.</translation>
    </message>
    <message>
        <source>Draw and reveal a 3. If you have a card of matching color in your hand, tuck the card from your hand and meld the drawn card. Otherwise, foreshadow the drawn card.</source>
        <translation>Ziehe eine 3 und decke sie auf. Hast du eine Karte derselben Farbe auf der Hand, lege die Karte aus deiner Hand unter und spiele die gezogene Karte aus. Andernfalls merke die gezogene Karte vor.</translation>
    </message>
    <message>
        <source>Meld a card with a bonus from your hand. If you do, draw two cards of value equal to that card&apos;s bonus. Otherwise, draw and foreshadow a card of value equal to the number of top cards on your board.</source>
        <translation>Spiele eine Karte mit Bonus aus deiner Hand aus. Wenn du das tust, ziehe zwei Karten mit dem Wert des Bonus dieser Karte. Andernfalls ziehe eine Karte, deren Wert der Anzahl der obersten Karten in deiner Auslage entspricht, und merke sie vor.</translation>
    </message>
    <message>
        <source>You may return a card from your forecast with a bonus. If you do, draw and score a card of value one higher than that bonus.</source>
        <translation>Du darfst eine Karte mit Bonus aus deiner Vorschau zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um eins höheren Wert als dieser Bonus und werte sie.</translation>
    </message>
    <message>
        <source>You may return three cards of equal value from your hand. If you do, draw a card of value two higher than the cards you returned.</source>
        <translation>Du darfst drei Karten gleichen Werts aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um zwei höheren Wert als die zurückgelegten Karten.</translation>
    </message>
    <message>
        <source>You may splay your yellow or blue cards left.</source>
        <translation>Du darfst deine gelben oder blauen Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>I demand you draw a card of value equal to the highest bonus on your board! Transfer it to my forecast! If it is red, transfer all cards from your hand to my score pile!</source>
        <translation>Ich fordere dich auf, eine Karte mit dem Wert des höchsten Bonus in deiner Auslage zu ziehen! Übertrage sie in meine Vorschau! Ist sie rot, übertrage alle Karten aus deiner Hand auf meinen Punktestapel!</translation>
    </message>
    <message>
        <source>I demand you transfer two top cards with a [Castle] from your board to my score pile! If you transferred any, draw a card of value equal to the total number of [Castle] on those cards and transfer it to my forecast!</source>
        <translation>Ich fordere dich auf, zwei oberste Karten mit [Castle]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen! Wenn du welche übertragen hast, ziehe eine Karte, deren Wert der Gesamtzahl der [Castle]-Symbole auf diesen Karten entspricht, und übertrage sie in meine Vorschau!</translation>
    </message>
    <message>
        <source>You may meld the card you drew due to Charitable Trust&apos;s echo effect. If you do, either return or achieve (if eligible) your top green card.</source>
        <translation>Du darfst die Karte ausspielen, die du durch den Echo-Effekt von Charitable Trust gezogen hast. Wenn du das tust, lege deine oberste grüne Karte entweder zurück oder erringe sie als Erfolg (falls berechtigt).</translation>
    </message>
    <message>
        <source>I demand you return two cards from your score pile whose values each match at least one card in my hand!</source>
        <translation>Ich fordere dich auf, zwei Karten aus deinem Punktestapel zurückzulegen, deren Wert jeweils dem mindestens einer Karte auf meiner Hand entspricht!</translation>
    </message>
    <message>
        <source>You may splay your red or green cards left.</source>
        <translation>Du darfst deine roten oder grünen Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>If you have a top card with a [Castle], draw and meld a 3. Otherwise, draw a 4.</source>
        <translation>Hast du eine oberste Karte mit [Castle]-Symbol, ziehe eine 3 und spiele sie aus. Andernfalls ziehe eine 4.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. Draw that many 3, and then meld a card from your hand.</source>
        <translation>Du darfst beliebig viele Karten aus deiner Hand zurücklegen. Ziehe ebenso viele 3er und spiele dann eine Karte aus deiner Hand aus.</translation>
    </message>
    <message>
        <source>Draw a 3. You may splay your purple cards left.</source>
        <translation>Ziehe eine 3. Du darfst deine lila Karten nach links auffächern.</translation>
    </message>
    <message>
        <source>If all your non-purple top cards share a common icon other than [Crown], claim the Supremacy achievement.</source>
        <translation>Haben alle deine nicht lila obersten Karten ein gemeinsames Symbol außer [Crown], erringe den Erfolg Vorherrschaft.</translation>
    </message>
    <message>
        <source>You may either splay your purple cards in the direction one of your other colors is splayed, or you may splay one of your other colors in the direction that your purple cards are splayed.</source>
        <translation>Du darfst entweder deine lila Karten in die Richtung auffächern, in die eine deiner anderen Farben aufgefächert ist, oder eine deiner anderen Farben in die Richtung, in die deine lila Karten aufgefächert sind.</translation>
    </message>
    <message>
        <source>Draw a card of value equal to the value of your lowest top card plus the number of colors you have splayed.</source>
        <translation>Ziehe eine Karte, deren Wert dem Wert deiner niedrigsten obersten Karte plus der Anzahl deiner aufgefächerten Farben entspricht.</translation>
    </message>
    <message>
        <source>You may place a card from your forecast on top of its deck. If you do, achieve a card from your forecast if you meet the requirements to do so.</source>
        <translation>Du darfst eine Karte aus deiner Vorschau oben auf ihren Stapel legen. Wenn du das tust, erringe eine Karte aus deiner Vorschau als Erfolg, wenn du die Voraussetzungen dafür erfüllst.</translation>
    </message>
    <message>
        <source>I demand you return all your top cards with a [Castle]! Draw and tuck a 4!</source>
        <translation>Ich fordere dich auf, alle deine obersten Karten mit [Castle]-Symbol zurückzulegen! Ziehe eine 4 und lege sie unter!</translation>
    </message>
    <message>
        <source>For every two cards returned as a result of the demand, draw and tuck a 4.</source>
        <translation>Ziehe für je zwei aufgrund der Forderung zurückgelegte Karten eine 4 und lege sie unter.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-red card with a [Castle] or [Lightbulb] from your board to my board! If you do, draw a 4!</source>
        <translation>Ich fordere dich auf, eine nicht rote oberste Karte mit [Castle]- oder [Lightbulb]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 4!</translation>
    </message>
    <message>
        <source>You may splay your purple cards right.</source>
        <translation>Du darfst deine lila Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>Draw a 4.</source>
        <translation>Ziehe eine 4.</translation>
    </message>
    <message>
        <source>If you have exactly one card in your hand, draw a 4, then draw and score a 4.</source>
        <translation>Wenn du genau eine Karte auf der Hand hast, ziehe eine 4, dann ziehe eine 4 und werte sie.</translation>
    </message>
    <message>
        <source>You may return up to three cards from hand of the same color. If you return one, splay any color left; two, right; three, up. If you returned at least one card, draw and foreshadow a 6.</source>
        <translation>Du darfst bis zu drei Karten derselben Farbe aus der Hand zurücklegen. Legst du eine zurück, fächere eine beliebige Farbe nach links auf; zwei, nach rechts; drei, nach oben. Wenn du mindestens eine Karte zurückgelegt hast, ziehe eine 6 und merke sie vor.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a card of value two higher than a bonus on any board.</source>
        <translation>Ziehe eine Karte mit einem um zwei höheren Wert als ein Bonus in einer beliebigen Auslage und merke sie vor.</translation>
    </message>
    <message>
        <source>You may return all the cards in your forecast. If any were blue, claim the Destiny achievement.</source>
        <translation>Du darfst alle Karten deiner Vorschau zurücklegen. War eine davon blau, erringe den Erfolg Schicksal.</translation>
    </message>
    <message>
        <source>You may return up to three cards from your hand. If you do, draw that many cards of value one higher than the highest card you returned. Foreshadow one of them, and return the rest of the drawn cards.</source>
        <translation>Du darfst bis zu drei Karten aus deiner Hand zurücklegen. Wenn du das tust, ziehe ebenso viele Karten mit einem um eins höheren Wert als die höchste zurückgelegte Karte. Merke eine davon vor und lege die übrigen gezogenen Karten zurück.</translation>
    </message>
    <message>
        <source>I demand you draw and reveal three 10, total the number of [Clock] on them, and then return them! Transfer all cards of that value from your hand and score pile to my score pile!</source>
        <translation>Ich fordere dich auf, drei 10er zu ziehen und aufzudecken, die [Clock]-Symbole darauf zusammenzuzählen und sie dann zurückzulegen! Übertrage alle Karten dieses Werts aus deiner Hand und deinem Punktestapel auf meinen Punktestapel!</translation>
    </message>
    <message>
        <source>I demand you return all cards from your score pile of value matching the highest bonus on my board!</source>
        <translation>Ich fordere dich auf, alle Karten aus deinem Punktestapel zurückzulegen, deren Wert dem höchsten Bonus in meiner Auslage entspricht!</translation>
    </message>
    <message>
        <source>You may return a card in your hand and draw a card of the same value.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen und eine Karte desselben Werts ziehen.</translation>
    </message>
    <message>
        <source>I demand you draw and tuck a 5! Return your top card of the tucked card&apos;s color!</source>
        <translation>Ich fordere dich auf, eine 5 zu ziehen und unterzulegen! Lege deine oberste Karte in der Farbe der untergelegten Karte zurück!</translation>
    </message>
    <message>
        <source>Draw and tuck a 5. You may return a top card from your board.</source>
        <translation>Ziehe eine 5 und lege sie unter. Du darfst eine oberste Karte aus deiner Auslage zurücklegen.</translation>
    </message>
    <message>
        <source>Draw and meld a card of value one higher than the value of your top yellow card. If the melded card is yellow, repeat this dogma effect.</source>
        <translation>Ziehe eine Karte mit einem um eins höheren Wert als deine oberste gelbe Karte und spiele sie aus. Ist die ausgespielte Karte gelb, wiederhole diesen Dogma-Effekt.</translation>
    </message>
    <message>
        <source>Draw and reveal a 6. If it has a [Factory], meld it and repeat this dogma effect. Otherwise, foreshadow it.</source>
        <translation>Ziehe eine 6 und decke sie auf. Hat sie ein [Factory]-Symbol, spiele sie aus und wiederhole diesen Dogma-Effekt. Andernfalls merke sie vor.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-red card with a [Leaf] or [Factory] from your board to my board! If you do, draw and foreshadow a 6!</source>
        <translation>Ich fordere dich auf, eine nicht rote oberste Karte mit [Leaf]- oder [Factory]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 6 und merke sie vor!</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 6.</source>
        <translation>Ziehe eine 6 und merke sie vor.</translation>
    </message>
    <message>
        <source>Draw and score a card of value equal to a bonus that occurs more than once on your board, if you have such a bonus.</source>
        <translation>Ziehe eine Karte mit dem Wert eines Bonus, der mehr als einmal in deiner Auslage vorkommt, und werte sie, falls du einen solchen Bonus hast.</translation>
    </message>
    <message>
        <source>If you have six or more bonuses on your board, claim the Wealth achievement.</source>
        <translation>Wenn du sechs oder mehr Boni in deiner Auslage hast, erringe den Erfolg Reichtum.</translation>
    </message>
    <message>
        <source>I demand you return a top card from your board of value less than 3!</source>
        <translation>Ich fordere dich auf, eine oberste Karte mit einem Wert unter 3 aus deiner Auslage zurückzulegen!</translation>
    </message>
    <message>
        <source>Choose the 3, 4, or 5 deck. If there is at least one card in that deck, you may transfer its bottom card to the available achievements.</source>
        <translation>Wähle den Stapel der 3, 4 oder 5. Wenn dieser Stapel mindestens eine Karte enthält, darfst du seine unterste Karte zu den verfügbaren Erfolgen übertragen.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. For each top card on your board with a bonus, draw a card of value equal to that bonus.</source>
        <translation>Lege alle Karten aus deiner Hand zurück. Ziehe für jede oberste Karte mit Bonus in deiner Auslage eine Karte mit dem Wert dieses Bonus.</translation>
    </message>
    <message>
        <source>Draw and tuck a 4. If your top card of the tucked card&apos;s color has value less than 4, draw and score a 4.</source>
        <translation>Ziehe eine 4 und lege sie unter. Hat deine oberste Karte in der Farbe der untergelegten Karte einen Wert unter 4, ziehe eine 4 und werte sie.</translation>
    </message>
    <message>
        <source>If you have five top cards, each with a different value, return five cards from your score pile and then draw and score a card of each of your top cards&apos; values in ascending order.</source>
        <translation>Wenn du fünf oberste Karten mit jeweils verschiedenem Wert hast, lege fünf Karten aus deinem Punktestapel zurück und ziehe und werte dann in aufsteigender Reihenfolge eine Karte jedes Werts deiner obersten Karten.</translation>
    </message>
    <message>
        <source>Return a card from your hand. If you do, draw and reveal a card of the same value, and meld it if it is higher than a top card of the same color on your board. Otherwise, return it. You may repeat this dogma effect.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Wenn du das tust, ziehe eine Karte desselben Werts, decke sie auf und spiele sie aus, wenn sie höher ist als eine oberste Karte derselben Farbe in deiner Auslage. Andernfalls lege sie zurück. Du darfst diesen Dogma-Effekt wiederholen.</translation>
    </message>
    <message>
        <source>You may return a card from your forecast. If you do, draw and foreshadow a card of equal value to the card returned.</source>
        <translation>Du darfst eine Karte aus deiner Vorschau zurücklegen. Wenn du das tust, ziehe eine Karte desselben Werts wie die zurückgelegte Karte und merke sie vor.</translation>
    </message>
    <message>
        <source>Draw a 7. If you melded a blue card due to Stethoscope&apos;s echo effect, draw an 8.</source>
        <translation>Ziehe eine 7. Wenn du durch den Echo-Effekt von Stethoscope eine blaue Karte ausgespielt hast, ziehe eine 8.</translation>
    </message>
    <message>
        <source>You may return two cards of different value from your score pile. If you do, draw and tuck three 6.</source>
        <translation>Du darfst zwei Karten verschiedenen Werts aus deinem Punktestapel zurücklegen. Wenn du das tust, ziehe drei 6er und lege sie unter.</translation>
    </message>
    <message>
        <source>If you have five or more [Hexagon] visible on your board in one color, claim the Heritage achievement.</source>
        <translation>Wenn in deiner Auslage in einer Farbe fünf oder mehr [Hexagon]-Symbole sichtbar sind, erringe den Erfolg Erbe.</translation>
    </message>
    <message>
        <source>I demand you draw and tuck a 6! Transfer the top two cards of its color from your board to my score pile! Transfer the bottom card of its color from my board to your score pile!</source>
        <translation>Ich fordere dich auf, eine 6 zu ziehen und unterzulegen! Übertrage die obersten zwei Karten ihrer Farbe aus deiner Auslage auf meinen Punktestapel! Übertrage die unterste Karte ihrer Farbe aus meiner Auslage auf deinen Punktestapel!</translation>
    </message>
    <message>
        <source>You may achieve (if eligible) a top card from any other player&apos;s board if they have an achievement of matching value. If you do, transfer your top green card to that player&apos;s board. Otherwise, draw and meld a 7.</source>
        <translation>Du darfst eine oberste Karte aus der Auslage eines beliebigen anderen Spielers als Erfolg erringen (falls berechtigt), wenn dieser einen Erfolg desselben Werts hat. Wenn du das tust, übertrage deine oberste grüne Karte in die Auslage dieses Spielers. Andernfalls ziehe eine 7 und spiele sie aus.</translation>
    </message>
    <message>
        <source>I demand you draw and reveal a 6! If it is blue or yellow, transfer it and all cards in your hand to my hand! If it is red or green, keep it and transfer two cards from your score pile to mine! If it is purple, keep it!</source>
        <translation>Ich fordere dich auf, eine 6 zu ziehen und aufzudecken! Ist sie blau oder gelb, übertrage sie und alle Karten deiner Hand in meine Hand! Ist sie rot oder grün, behalte sie und übertrage zwei Karten aus deinem Punktestapel auf meinen! Ist sie lila, behalte sie!</translation>
    </message>
    <message>
        <source>Score the top two non-bottom cards of the color of the last card you tucked due to Dentures. If there are none to score, draw and tuck a 6, then repeat this dogma effect.</source>
        <translation>Werte die obersten zwei Karten, die nicht die unterste sind, in der Farbe der letzten Karte, die du durch Dentures untergelegt hast. Gibt es keine zu wertenden, ziehe eine 6, lege sie unter und wiederhole dann diesen Dogma-Effekt.</translation>
    </message>
    <message>
        <source>I demand you return all odd-valued cards in your hand! Draw a 6!</source>
        <translation>Ich fordere dich auf, alle Karten mit ungeradem Wert auf deiner Hand zurückzulegen! Ziehe eine 6!</translation>
    </message>
    <message>
        <source>Draw a card of value one higher than the highest card returned due to the demand, if any were returned.</source>
        <translation>Ziehe eine Karte mit einem um eins höheren Wert als die höchste aufgrund der Forderung zurückgelegte Karte, falls Karten zurückgelegt wurden.</translation>
    </message>
    <message>
        <source>I demand you return two cards from your score pile!</source>
        <translation>Ich fordere dich auf, zwei Karten aus deinem Punktestapel zurückzulegen!</translation>
    </message>
    <message>
        <source>For every value of card you have in your score pile, score a card from your hand of that value.</source>
        <translation>Werte für jeden Kartenwert in deinem Punktestapel eine Karte dieses Werts aus deiner Hand.</translation>
    </message>
    <message>
        <source>Draw and meld a 7. You may splay your cards of that color right.</source>
        <translation>Ziehe eine 7 und spiele sie aus. Du darfst deine Karten dieser Farbe nach rechts auffächern.</translation>
    </message>
    <message>
        <source>I demand you take the highest top card from your board into your hand!</source>
        <translation>Ich fordere dich auf, die höchste oberste Karte aus deiner Auslage auf deine Hand zu nehmen!</translation>
    </message>
    <message>
        <source>If you have at least three echo effects visible in one color, claim the History achievement.</source>
        <translation>Wenn du in einer Farbe mindestens drei sichtbare Echo-Effekte hast, erringe den Erfolg Geschichte.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw a 6. For each color of card returned, draw a card of the next higher value.</source>
        <translation>Lege alle Karten aus deiner Hand zurück. Ziehe eine 6. Ziehe für jede Farbe unter den zurückgelegten Karten eine Karte des nächsthöheren Werts.</translation>
    </message>
    <message>
        <source>I demand you transfer all of your top cards with a bonus to my score pile! If you transfered any, draw a 7!</source>
        <translation>Ich fordere dich auf, alle deine obersten Karten mit Bonus auf meinen Punktestapel zu übertragen! Wenn du welche übertragen hast, ziehe eine 7!</translation>
    </message>
    <message>
        <source>Return all your non-red top cards.</source>
        <translation>Lege alle deine nicht roten obersten Karten zurück.</translation>
    </message>
    <message>
        <source>Score a top card from your board without a bonus.</source>
        <translation>Werte eine oberste Karte ohne Bonus aus deiner Auslage.</translation>
    </message>
    <message>
        <source>Choose two different values less than 7. Draw and reveal a card of each value. Meld one, and return the other.</source>
        <translation>Wähle zwei verschiedene Werte unter 7. Ziehe von jedem Wert eine Karte und decke sie auf. Spiele eine davon aus und lege die andere zurück.</translation>
    </message>
    <message>
        <source>You may choose an opponent and a color. Match your splay in that color to theirs.</source>
        <translation>Du darfst einen Gegner und eine Farbe wählen. Fächere deine Karten dieser Farbe so auf wie er seine.</translation>
    </message>
    <message>
        <source>You may splay your blue cards up.</source>
        <translation>Du darfst deine blauen Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>Choose a value present in your score pile. Choose to transfer all cards of the chosen value from either all other players&apos; hands or all their score piles to your score pile.</source>
        <translation>Wähle einen Wert, der in deinem Punktestapel vorkommt. Wähle, ob du alle Karten des gewählten Werts entweder aus den Händen aller anderen Spieler oder aus allen ihren Punktestapeln auf deinen Punktestapel überträgst.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, transfer all cards from all score piles to your hand of value equal to the returned card.</source>
        <translation>Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, übertrage alle Karten mit dem Wert der zurückgelegten Karte aus allen Punktestapeln in deine Hand.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a card of any value.</source>
        <translation>Ziehe eine Karte beliebigen Werts und merke sie vor.</translation>
    </message>
    <message>
        <source>I demand you draw and meld a 1!</source>
        <translation>Ich fordere dich auf, eine 1 zu ziehen und auszuspielen!</translation>
    </message>
    <message>
        <source>Choose the 6, 7, 8, or 9 deck. If there is at least one card in that deck, you may transfer its bottom card to the available achievements.</source>
        <translation>Wähle den Stapel der 6, 7, 8 oder 9. Wenn dieser Stapel mindestens eine Karte enthält, darfst du seine unterste Karte zu den verfügbaren Erfolgen übertragen.</translation>
    </message>
    <message>
        <source>If the [Music note] for Bell, Flute, Piano, and Saxophone are visible anywhere, you win. Otherwise, draw a 7 for each [Music note] that is visible.</source>
        <translation>Wenn die [Music note] von Bell, Flute, Piano und Saxophone irgendwo sichtbar sind, gewinnst du. Andernfalls ziehe für jede sichtbare [Music note] eine 7.</translation>
    </message>
    <message>
        <source>For every two [Lightbulb] on your board, draw a 9. Meld one of the cards drawn and return the rest. If you meld A.I. due to this dogma effect, you win.</source>
        <translation>Ziehe für je zwei [Lightbulb]-Symbole in deiner Auslage eine 9. Spiele eine der gezogenen Karten aus und lege die übrigen zurück. Wenn du durch diesen Dogma-Effekt A.I. ausspielst, gewinnst du.</translation>
    </message>
    <message>
        <source>For every three [Leaf] on your board, draw and foreshadow a card of any value.</source>
        <translation>Ziehe für je drei [Leaf]-Symbole in deiner Auslage eine Karte beliebigen Werts und merke sie vor.</translation>
    </message>
    <message>
        <source>You may splay your yellow cards up.</source>
        <translation>Du darfst deine gelben Karten nach oben auffächern.</translation>
    </message>
    <message>
        <source>I demand you return the highest card in your score pile for which you do not have a card of matching value in your hand! Return a top card from your board with a [Clock]!</source>
        <translation>Ich fordere dich auf, die höchste Karte deines Punktestapels zurückzulegen, zu deren Wert du keine Karte auf der Hand hast! Lege eine oberste Karte mit [Clock]-Symbol aus deiner Auslage zurück!</translation>
    </message>
    <message>
        <source>I demand you transfer all cards without a [Clock] from your hand to my hand!</source>
        <translation>Ich fordere dich auf, alle Karten ohne [Clock]-Symbol aus deiner Hand in meine Hand zu übertragen!</translation>
    </message>
    <message>
        <source>Draw and tuck an 8 for every three [Factory] on your board. If any of the tucked cards were green, repeat this dogma effect.</source>
        <translation>Ziehe für je drei [Factory]-Symbole in deiner Auslage eine 8 und lege sie unter. War eine der untergelegten Karten grün, wiederhole diesen Dogma-Effekt.</translation>
    </message>
    <message>
        <source>Return a card from your score pile. Draw and score two cards of value one less than the value of the card returned.</source>
        <translation>Lege eine Karte aus deinem Punktestapel zurück. Ziehe zwei Karten mit einem um eins niedrigeren Wert als die zurückgelegte Karte und werte sie.</translation>
    </message>
    <message>
        <source>I demand you return all cards from your score pile of value matching any of your top cards!</source>
        <translation>Ich fordere dich auf, alle Karten aus deinem Punktestapel zurückzulegen, deren Wert dem einer deiner obersten Karten entspricht!</translation>
    </message>
    <message>
        <source>Draw and score a 7. Draw a 7.</source>
        <translation>Ziehe eine 7 und werte sie. Ziehe eine 7.</translation>
    </message>
    <message>
        <source>For each visible bonus on your board, draw a card of that value.</source>
        <translation>Ziehe für jeden sichtbaren Bonus in deiner Auslage eine Karte dieses Werts.</translation>
    </message>
    <message>
        <source>Choose a value and an opponent. Transfer a card of that value from their score pile to their board. If they have an achievement of the same value, achieve (if eligible) a card of that value from their score pile.</source>
        <translation>Wähle einen Wert und einen Gegner. Übertrage eine Karte dieses Werts aus seinem Punktestapel in seine Auslage. Hat er einen Erfolg desselben Werts, erringe eine Karte dieses Werts aus seinem Punktestapel als Erfolg (falls berechtigt).</translation>
    </message>
    <message>
        <source>Score two bottom non-blue cards from your board. If you scored two and they have a total value less than 11, draw a card of that total value and repeat this dogma effect (once only).</source>
        <translation>Werte zwei nicht blaue unterste Karten aus deiner Auslage. Wenn du zwei gewertet hast und ihr Gesamtwert unter 11 liegt, ziehe eine Karte dieses Gesamtwerts und wiederhole diesen Dogma-Effekt (nur einmal).</translation>
    </message>
    <message>
        <source>Return all unclaimed standard achievements. Then, return half (rounded up) of the cards in your score pile. Draw and meld two 10.</source>
        <translation>Lege alle nicht errungenen Standard-Erfolge zurück. Lege dann die Hälfte (aufgerundet) der Karten deines Punktestapels zurück. Ziehe zwei 10er und spiele sie aus.</translation>
    </message>
    <message>
        <source>Transfer a top card other than Helicopter from any player&apos;s board to its owner&apos;s score pile. You may return a card from your hand which shares an icon with the transferred card. If you do, repeat this dogma effect.</source>
        <translation>Übertrage eine oberste Karte außer Helicopter aus der Auslage eines beliebigen Spielers auf den Punktestapel ihres Besitzers. Du darfst eine Karte aus deiner Hand zurücklegen, die ein Symbol mit der übertragenen Karte gemeinsam hat. Wenn du das tust, wiederhole diesen Dogma-Effekt.</translation>
    </message>
    <message>
        <source>I demand you return your top card of the color I melded due to Jet&apos;s echo effect!</source>
        <translation>Ich fordere dich auf, deine oberste Karte der Farbe zurückzulegen, die ich durch den Echo-Effekt von Jet ausgespielt habe!</translation>
    </message>
    <message>
        <source>You may take a top non-green card from your board into your hand. If you do, draw and score a card of equal value.</source>
        <translation>Du darfst eine nicht grüne oberste Karte aus deiner Auslage auf deine Hand nehmen. Wenn du das tust, ziehe eine Karte desselben Werts und werte sie.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 9.</source>
        <translation>Ziehe eine 9 und merke sie vor.</translation>
    </message>
    <message>
        <source>Execute all non-demand dogma effects on your lowest non-green top card. Do not share them.</source>
        <translation>Führe alle Dogma-Effekte, die keine Forderungen sind, deiner niedrigsten nicht grünen obersten Karte aus. Teile sie nicht.</translation>
    </message>
    <message>
        <source>I demand you transfer the highest top non-yellow card without a [Crown] from your board to my board!</source>
        <translation>Ich fordere dich auf, die höchste nicht gelbe oberste Karte ohne [Crown]-Symbol aus deiner Auslage in meine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>For each visible bonus on your board, draw and tuck a card of that value, in ascending order.</source>
        <translation>Ziehe für jeden sichtbaren Bonus in deiner Auslage in aufsteigender Reihenfolge eine Karte dieses Werts und lege sie unter.</translation>
    </message>
    <message>
        <source>Execute all of the non-demand dogma effects of the card you melded due to Karaoke&apos;s echo effect. Do not share them.</source>
        <translation>Führe alle Dogma-Effekte, die keine Forderungen sind, der Karte aus, die du durch den Echo-Effekt von Karaoke ausgespielt hast. Teile sie nicht.</translation>
    </message>
    <message>
        <source>You may take a bottom card from your board into your hand.</source>
        <translation>Du darfst eine unterste Karte aus deiner Auslage auf deine Hand nehmen.</translation>
    </message>
    <message>
        <source>I demand you transfer your top green card to my hand! If Scissors is your new top green card, I win!</source>
        <translation>Ich fordere dich auf, deine oberste grüne Karte in meine Hand zu übertragen! Ist Scissors danach deine oberste grüne Karte, gewinne ich!</translation>
    </message>
    <message>
        <source>You may score a top card from your board. If Paper is your top green card, you win.</source>
        <translation>Du darfst eine oberste Karte aus deiner Auslage werten. Ist Paper deine oberste grüne Karte, gewinnst du.</translation>
    </message>
    <message>
        <source>Claim one standard achievement, if eligible. Your current score is doubled for the purpose of checking eligibility.</source>
        <translation>Erringe einen Standard-Erfolg, falls berechtigt. Für die Prüfung der Berechtigung zählt deine aktuelle Punktzahl doppelt.</translation>
    </message>
    <message>
        <source>You may draw and score a card of any value. Take a bottom card from your board into your hand. If the values of all the cards in your hand match the values of all the cards in your score pile exactly, you win.</source>
        <translation>Du darfst eine Karte beliebigen Werts ziehen und werten. Nimm eine unterste Karte aus deiner Auslage auf deine Hand. Wenn die Werte aller Karten auf deiner Hand genau den Werten aller Karten in deinem Punktestapel entsprechen, gewinnst du.</translation>
    </message>
    <message>
        <source>I demand you transfer all cards in your hand to my hand! Draw a 9!</source>
        <translation>Ich fordere dich auf, alle Karten deiner Hand in meine Hand zu übertragen! Ziehe eine 9!</translation>
    </message>
    <message>
        <source>Meld all 9 from your hand. Return all other cards from your hand. Draw three 9.</source>
        <translation>Spiele alle 9er aus deiner Hand aus. Lege alle anderen Karten aus deiner Hand zurück. Ziehe drei 9er.</translation>
    </message>
    <message>
        <source>I demand you choose an icon type! Transfer all top cards without that icon from your board to my score pile!</source>
        <translation>Ich fordere dich auf, eine Symbolart zu wählen! Übertrage alle obersten Karten ohne dieses Symbol aus deiner Auslage auf meinen Punktestapel!</translation>
    </message>
    <message>
        <source>If you have fewer [Factory], fewer [Crown], and fewer [Castle] than each other player, you win.</source>
        <translation>Wenn du weniger [Factory]-, weniger [Crown]- und weniger [Castle]-Symbole hast als jeder andere Spieler, gewinnst du.</translation>
    </message>
    <message>
        <source>I demand you return all cards from your forecast!</source>
        <translation>Ich fordere dich auf, alle Karten aus deiner Vorschau zurückzulegen!</translation>
    </message>
    <message>
        <source>Draw and foreshadow three 10.</source>
        <translation>Ziehe drei 10er und merke sie vor.</translation>
    </message>
    <message>
        <source>I demand you return four cards from your score pile!</source>
        <translation>Ich fordere dich auf, vier Karten aus deinem Punktestapel zurückzulegen!</translation>
    </message>
    <message>
        <source>Return a card from your score pile. If you do, you may splay any one color of your cards up.</source>
        <translation>Lege eine Karte aus deinem Punktestapel zurück. Wenn du das tust, darfst du deine Karten einer beliebigen Farbe nach oben auffächern.</translation>
    </message>
    <message>
        <source>Draw a 10 for every two [Clock] on your board.</source>
        <translation>Ziehe eine 10 für je zwei [Clock]-Symbole in deiner Auslage.</translation>
    </message>
    <message>
        <source>You may tuck any number of cards with a [Clock] from your hand, splaying up each color you tucked into.</source>
        <translation>Du darfst beliebig viele Karten mit [Clock]-Symbol aus deiner Hand unterlegen und fächerst dabei jede Farbe, in die du unterlegt hast, nach oben auf.</translation>
    </message>
    <message>
        <source>Return any number of cards from your hand. For each card returned, claim two standard achievements for which you are eligible.</source>
        <translation>Lege beliebig viele Karten aus deiner Hand zurück. Erringe für jede zurückgelegte Karte zwei Standard-Erfolge, für die du berechtigt bist.</translation>
    </message>
    <message>
        <source>Draw and score a card of value equal to a bonus on your board.</source>
        <translation>Ziehe eine Karte mit dem Wert eines Bonus in deiner Auslage und werte sie.</translation>
    </message>
    <message>
        <source>You may score the bottom card or two bottom cards of one color from your board. If all the colors on your board contain the same number of visible cards (unsplayed = 1), you win.</source>
        <translation>Du darfst die unterste Karte oder die zwei untersten Karten einer Farbe aus deiner Auslage werten. Wenn alle Farben in deiner Auslage gleich viele sichtbare Karten enthalten (nicht aufgefächert = 1), gewinnst du.</translation>
    </message>
    <message>
        <source>Draw and meld a 10.</source>
        <translation>Ziehe eine 10 und spiele sie aus.</translation>
    </message>
    <message>
        <source>Draw and meld a card of any value. If you have at least nine different bonus values visible on your board, you win. Execute each of the melded card&apos;s non-demand dogma effects. Do not share them.</source>
        <translation>Ziehe eine Karte beliebigen Werts und spiele sie aus. Wenn in deiner Auslage mindestens neun verschiedene Bonuswerte sichtbar sind, gewinnst du. Führe jeden Dogma-Effekt der ausgespielten Karte aus, der keine Forderung ist. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Tuck a red card from your hand.</source>
        <translation>Lege eine rote Karte aus deiner Hand unter.</translation>
    </message>
    <message>
        <source>If every other player has a higher score than you, draw a 3.</source>
        <translation>Wenn jeder andere Spieler mehr Punkte hat als du, ziehe eine 3.</translation>
    </message>
    <message>
        <source>Score a bottom card from your board.</source>
        <translation>Werte eine unterste Karte aus deiner Auslage.</translation>
    </message>
    <message>
        <source>You may meld a card from your hand.</source>
        <translation>Du darfst eine Karte aus deiner Hand ausspielen.</translation>
    </message>
    <message>
        <source>You may splay one color of your cards left.</source>
        <translation>Du darfst deine Karten einer Farbe nach links auffächern.</translation>
    </message>
    <message>
        <source>Draw two 2.</source>
        <translation>Ziehe zwei 2er.</translation>
    </message>
    <message>
        <source>Draw a 3 OR Draw and foreshadow a 4.</source>
        <translation>Ziehe eine 3 ODER ziehe eine 4 und merke sie vor.</translation>
    </message>
    <message>
        <source>Score a card with a bonus from your hand.</source>
        <translation>Werte eine Karte mit Bonus aus deiner Hand.</translation>
    </message>
    <message>
        <source>Take a bottom card from your board into your hand.</source>
        <translation>Nimm eine unterste Karte aus deiner Auslage auf deine Hand.</translation>
    </message>
    <message>
        <source>Tuck all cards of one present value from your hand.</source>
        <translation>Lege alle Karten eines vorhandenen Werts aus deiner Hand unter.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 4.</source>
        <translation>Ziehe eine 4 und merke sie vor.</translation>
    </message>
    <message>
        <source>Draw a 4, then return a card from your hand.</source>
        <translation>Ziehe eine 4, dann lege eine Karte aus deiner Hand zurück.</translation>
    </message>
    <message>
        <source>Draw a 3 or 4.</source>
        <translation>Ziehe eine 3 oder 4.</translation>
    </message>
    <message>
        <source>Draw and meld a 3.</source>
        <translation>Ziehe eine 3 und spiele sie aus.</translation>
    </message>
    <message>
        <source>Draw a 3.</source>
        <translation>Ziehe eine 3.</translation>
    </message>
    <message>
        <source>Score a card from your hand of a color you have splayed.</source>
        <translation>Werte eine Karte aus deiner Hand in einer Farbe, die du aufgefächert hast.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 5.</source>
        <translation>Ziehe eine 5 und merke sie vor.</translation>
    </message>
    <message>
        <source>Splay left one color on any player&apos;s board.</source>
        <translation>Fächere eine Farbe in der Auslage eines beliebigen Spielers nach links auf.</translation>
    </message>
    <message>
        <source>Transfer a 5 from your forecast to your hand.</source>
        <translation>Übertrage eine 5 aus deiner Vorschau in deine Hand.</translation>
    </message>
    <message>
        <source>Draw a 5.</source>
        <translation>Ziehe eine 5.</translation>
    </message>
    <message>
        <source>You may splay your color with the most cards right.</source>
        <translation>Du darfst deine Farbe mit den meisten Karten nach rechts auffächern.</translation>
    </message>
    <message>
        <source>Draw and tuck a 4.</source>
        <translation>Ziehe eine 4 und lege sie unter.</translation>
    </message>
    <message>
        <source>Meld your bottom green card. Maintain its splay.</source>
        <translation>Spiele deine unterste grüne Karte aus. Behalte ihre Auffächerung bei.</translation>
    </message>
    <message>
        <source>Score a top card from your board without a [Factory].</source>
        <translation>Werte eine oberste Karte ohne [Factory]-Symbol aus deiner Auslage.</translation>
    </message>
    <message>
        <source>Draw a card of a value present in any player&apos;s hand.</source>
        <translation>Ziehe eine Karte eines Werts, der in der Hand irgendeines Spielers vorkommt.</translation>
    </message>
    <message>
        <source>Look at the top card of any deck, then place it back on top.</source>
        <translation>Sieh dir die oberste Karte eines beliebigen Stapels an und lege sie dann wieder oben auf.</translation>
    </message>
    <message>
        <source>Meld a blue or yellow card from your hand.</source>
        <translation>Spiele eine blaue oder gelbe Karte aus deiner Hand aus.</translation>
    </message>
    <message>
        <source>Score your lowest top card.</source>
        <translation>Werte deine niedrigste oberste Karte.</translation>
    </message>
    <message>
        <source>Draw and score a 7.</source>
        <translation>Ziehe eine 7 und werte sie.</translation>
    </message>
    <message>
        <source>Draw and tuck a 6.</source>
        <translation>Ziehe eine 6 und lege sie unter.</translation>
    </message>
    <message>
        <source>Score an odd-valued card from your hand.</source>
        <translation>Werte eine Karte mit ungeradem Wert aus deiner Hand.</translation>
    </message>
    <message>
        <source>Meld a card from your forecast.</source>
        <translation>Spiele eine Karte aus deiner Vorschau aus.</translation>
    </message>
    <message>
        <source>If you have five top cards, draw and score a 7.</source>
        <translation>Wenn du fünf oberste Karten hast, ziehe eine 7 und werte sie.</translation>
    </message>
    <message>
        <source>Draw and tuck two 8.</source>
        <translation>Ziehe zwei 8er und lege sie unter.</translation>
    </message>
    <message>
        <source>Draw two 9. Return one, foreshadow the other.</source>
        <translation>Ziehe zwei 9er. Lege eine zurück, merke die andere vor.</translation>
    </message>
    <message>
        <source>Score your top or bottom green card.</source>
        <translation>Werte deine oberste oder unterste grüne Karte.</translation>
    </message>
    <message>
        <source>Score a non-purple top card from your board without a bonus.</source>
        <translation>Werte eine nicht lila oberste Karte ohne Bonus aus deiner Auslage.</translation>
    </message>
    <message>
        <source>Draw and tuck an 8.</source>
        <translation>Ziehe eine 8 und lege sie unter.</translation>
    </message>
    <message>
        <source>Meld a card from hand with a [Leaf].</source>
        <translation>Spiele eine Karte mit [Leaf]-Symbol aus der Hand aus.</translation>
    </message>
    <message>
        <source>Return all cards from your hand and draw two 8.</source>
        <translation>Lege alle Karten aus deiner Hand zurück und ziehe zwei 8er.</translation>
    </message>
    <message>
        <source>Draw a 7.</source>
        <translation>Ziehe eine 7.</translation>
    </message>
    <message>
        <source>Meld a card from your hand.</source>
        <translation>Spiele eine Karte aus deiner Hand aus.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 10.</source>
        <translation>Ziehe eine 10 und merke sie vor.</translation>
    </message>
    <message>
        <source>Draw and score a card of any value.</source>
        <translation>Ziehe eine Karte beliebigen Werts und werte sie.</translation>
    </message>
    <message>
        <source>Take a non-yellow top card from your board and tuck it.</source>
        <translation>Nimm eine nicht gelbe oberste Karte aus deiner Auslage und lege sie unter.</translation>
    </message>
    <message>
        <source>Draw and meld a card of value less than 10.</source>
        <translation>Ziehe eine Karte mit einem Wert unter 10 und spiele sie aus.</translation>
    </message>
    <message>
        <source>I COMPEL you to return all top cards from your board with a demand effect!</source>
        <translation>Ich zwinge dich, alle obersten Karten mit einem Forderungseffekt aus deiner Auslage zurückzulegen!</translation>
    </message>
    <message>
        <source>Score a top, non-blue card from your board with a demand effect.</source>
        <translation>Werte eine oberste nicht blaue Karte mit einem Forderungseffekt aus deiner Auslage.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If you have a top card of matching color and value to the drawn card, score the drawn card and repeat this effect.</source>
        <translation>Ziehe eine 1 und decke sie auf. Hast du eine oberste Karte derselben Farbe und desselben Werts wie die gezogene Karte, werte die gezogene Karte und wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Draw and reveal a 4. If you have a top card of the drawn card&apos;s color that comes before it in the alphabet, return the drawn card and all cards from your score pile.</source>
        <translation>Ziehe eine 4 und decke sie auf. Hast du eine oberste Karte in der Farbe der gezogenen Karte, die im Alphabet vor ihr steht, lege die gezogene Karte und alle Karten deines Punktestapels zurück.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer the highest top card with a [Castle] on your board to my hand!</source>
        <translation>Ich zwinge dich, die höchste oberste Karte mit [Castle]-Symbol in deiner Auslage in meine Hand zu übertragen!</translation>
    </message>
    <message>
        <source>Return a purple card from your hand. If you do, draw and reveal a card of any type of value two higher. If the drawn card is purple, meld it and execute each of its non-demand dogma effects. Do not share them.</source>
        <translation>Lege eine lila Karte aus deiner Hand zurück. Wenn du das tust, ziehe eine Karte beliebigen Typs mit einem um zwei höheren Wert und decke sie auf. Ist die gezogene Karte lila, spiele sie aus und führe jeden ihrer Dogma-Effekte, die keine Forderungen sind, aus. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Draw three cards of value equal to your top green card. Return one of the drawn cards. Score one of the drawn cards.</source>
        <translation>Ziehe drei Karten mit dem Wert deiner obersten grünen Karte. Lege eine der gezogenen Karten zurück. Werte eine der gezogenen Karten.</translation>
    </message>
    <message>
        <source>Score a card from your hand. If you have a top card matching its color, execute each of the top card&apos;s non-demand dogma effects. Do not share them.</source>
        <translation>Werte eine Karte aus deiner Hand. Hast du eine oberste Karte ihrer Farbe, führe jeden Dogma-Effekt dieser obersten Karte aus, der keine Forderung ist. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Claim an achievement, if eligible.</source>
        <translation>Erringe einen Erfolg, falls berechtigt.</translation>
    </message>
    <message>
        <source>Draw and reveal a 3. If you do not have a top card of the drawn card&apos;s color, meld it and repeat this effect.</source>
        <translation>Ziehe eine 3 und decke sie auf. Hast du keine oberste Karte in der Farbe der gezogenen Karte, spiele sie aus und wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>I COMPEL you to return a card from your score pile! If you do, transfer an achievement of the same value from your achievements to mine!</source>
        <translation>Ich zwinge dich, eine Karte aus deinem Punktestapel zurückzulegen! Wenn du das tust, übertrage einen Erfolg desselben Werts aus deinen Erfolgen zu meinen!</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer Dancing Girl to your board!</source>
        <translation>Ich zwinge dich, Dancing Girl in deine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>If Dancing Girl has been on every board during this action, and it started on your board, you win.</source>
        <translation>War Dancing Girl während dieser Aktion in jeder Auslage und hat sie in deiner Auslage begonnen, gewinnst du.</translation>
    </message>
    <message>
        <source>Meld a card from your hand. Score all other cards of the same color from your board. If you scored at least one card, repeat this effect.</source>
        <translation>Spiele eine Karte aus deiner Hand aus. Werte alle anderen Karten derselben Farbe aus deiner Auslage. Hast du mindestens eine Karte gewertet, wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Reveal three cards from your hand. Score two, then tuck the other. If the scored cards were the same color, draw three 1s.</source>
        <translation>Decke drei Karten aus deiner Hand auf. Werte zwei davon und lege dann die andere unter. Hatten die gewerteten Karten dieselbe Farbe, ziehe drei 1er.</translation>
    </message>
    <message>
        <source>Choose a color. Each player reveals all cards of that color from their hand. If you are the only player to reveal cards, return them and claim all achievements of value matching those cards, ignoring eligibility.</source>
        <translation>Wähle eine Farbe. Jeder Spieler deckt alle Karten dieser Farbe aus seiner Hand auf. Bist du der einzige Spieler, der Karten aufdeckt, lege sie zurück und erringe alle Erfolge mit den Werten dieser Karten, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Transfer all cards of the same color from the boards of all players with no top Artifacts to your score pile. If Ark of the Covenant is a top card on any board, transfer it to your hand.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Übertrage alle Karten derselben Farbe aus den Auslagen aller Spieler ohne oberste Artefakte in deinen Punktestapel. Ist Ark of the Covenant in irgendeiner Auslage eine oberste Karte, übertrage sie in deine Hand.</translation>
    </message>
    <message>
        <source>Choose a color. Draw a 1. Meld a card of the chosen color from your hand. If you do, splay that color left.</source>
        <translation>Wähle eine Farbe. Ziehe eine 1. Spiele eine Karte der gewählten Farbe aus deiner Hand aus. Wenn du das tust, fächere diese Farbe nach links auf.</translation>
    </message>
    <message>
        <source>Draw and meld a 3. Meld your bottom card of the drawn card&apos;s color. Execute its non-demand dogma effects. Do not share them.</source>
        <translation>Ziehe eine 3 und spiele sie aus. Spiele deine unterste Karte in der Farbe der gezogenen Karte aus. Führe ihre Dogma-Effekte, die keine Forderungen sind, aus. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Choose a card type. Draw two 2 of that type. Meld one and transfer the other to an opponent&apos;s board.</source>
        <translation>Wähle einen Kartentyp. Ziehe zwei 2er dieses Typs. Spiele eine aus und übertrage die andere in die Auslage eines Gegners.</translation>
    </message>
    <message>
        <source>If you have the least [Castle], draw a 2. If you have the least [Crown], draw a 3. If you have the least [Lightbulb], draw a 4.</source>
        <translation>Hast du die wenigsten [Castle]-Symbole, ziehe eine 2. Hast du die wenigsten [Crown]-Symbole, ziehe eine 3. Hast du die wenigsten [Lightbulb]-Symbole, ziehe eine 4.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a top non-red card with a [Castle] from your board to my board!</source>
        <translation>Ich zwinge dich, eine oberste nicht rote Karte mit [Castle]-Symbol aus deiner Auslage in meine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>Draw and score a 3.</source>
        <translation>Ziehe eine 3 und werte sie.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a top Artifact from your board to my board!</source>
        <translation>Ich zwinge dich, ein oberstes Artefakt aus deiner Auslage in meine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>If Holy Grail is a top card on your board, you win.</source>
        <translation>Ist Holy Grail eine oberste Karte in deiner Auslage, gewinnst du.</translation>
    </message>
    <message>
        <source>Meld two cards from your hand. If you melded two of the same color and they are of different type, draw and score five 2s.</source>
        <translation>Spiele zwei Karten aus deiner Hand aus. Hast du zwei derselben Farbe ausgespielt und sind sie verschiedenen Typs, ziehe fünf 2er und werte sie.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Claim an achievement of matching value ignoring eligibility.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Erringe einen Erfolg desselben Werts ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>I COMPEL you to return a top card with no [Castle]!</source>
        <translation>Ich zwinge dich, eine oberste Karte ohne [Castle]-Symbol zurückzulegen!</translation>
    </message>
    <message>
        <source>Score a card from your hand with no [Castle].</source>
        <translation>Werte eine Karte ohne [Castle]-Symbol aus deiner Hand.</translation>
    </message>
    <message>
        <source>Draw an Artifact of value equal to the value of your highest top card.</source>
        <translation>Ziehe ein Artefakt mit dem Wert deiner höchsten obersten Karte.</translation>
    </message>
    <message>
        <source>Choose any other top purple card on any player&apos;s board. Execute its non-demand dogma effects. Do not share them. Splay left a color on any player&apos;s board.</source>
        <translation>Wähle eine beliebige andere oberste lila Karte in der Auslage eines beliebigen Spielers. Führe ihre Dogma-Effekte, die keine Forderungen sind, aus. Teile sie nicht. Fächere eine Farbe in der Auslage eines beliebigen Spielers nach links auf.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw a card of value equal to the number of cards returned.</source>
        <translation>Lege alle Karten aus deiner Hand zurück. Ziehe eine Karte mit einem Wert gleich der Anzahl der zurückgelegten Karten.</translation>
    </message>
    <message>
        <source>Tuck a card from your hand. If you do, splay left its color, then choose a splayed color on any player&apos;s board. Execute all of that color&apos;s top card&apos;s non-demand effects, without sharing.</source>
        <translation>Lege eine Karte aus deiner Hand unter. Wenn du das tust, fächere ihre Farbe nach links auf und wähle dann eine aufgefächerte Farbe in der Auslage eines beliebigen Spielers. Führe alle Effekte der obersten Karte dieser Farbe aus, die keine Forderungen sind, ohne zu teilen.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a top card of higher value than my top card of the same color from your board to my board!</source>
        <translation>Ich zwinge dich, eine oberste Karte mit höherem Wert als meine oberste Karte derselben Farbe aus deiner Auslage in meine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>I COMPEL you to choose a top card on your board! Transfer all cards of that card&apos;s color from your board to my score pile!</source>
        <translation>Ich zwinge dich, eine oberste Karte in deiner Auslage zu wählen! Übertrage alle Karten ihrer Farbe aus deiner Auslage in meinen Punktestapel!</translation>
    </message>
    <message>
        <source>Return a card from your hand. Score a number of cards from your hand equal to the value of the card returned.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Werte so viele Karten aus deiner Hand, wie der Wert der zurückgelegten Karte beträgt.</translation>
    </message>
    <message>
        <source>Draw and reveal a 4. Splay right the color matching the drawn card.</source>
        <translation>Ziehe eine 4 und decke sie auf. Fächere die Farbe der gezogenen Karte nach rechts auf.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal all cards in your hand and transfer the card of my choice to my board!</source>
        <translation>Ich zwinge dich, alle Karten deiner Hand aufzudecken und die Karte meiner Wahl in meine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>Draw and reveal a 4. If it is yellow, tuck it. If it is purple, score it. Otherwise, repeat this effect.</source>
        <translation>Ziehe eine 4 und decke sie auf. Ist sie gelb, lege sie unter. Ist sie lila, werte sie. Andernfalls wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Draw and reveal a 3. If it is: Yellow: Return all cards in your hand. Green: Unsplay all your stacks. Red: Return all cards in your score pile. Blue: Draw a 9.</source>
        <translation>Ziehe eine 3 und decke sie auf. Ist sie: Gelb: Lege alle Karten deiner Hand zurück. Grün: Hebe die Auffächerung all deiner Stapel auf. Rot: Lege alle Karten deines Punktestapels zurück. Blau: Ziehe eine 9.</translation>
    </message>
    <message>
        <source>Return a card from your hand. If you do, return a top card from your board and a card from your score pile of the returned card&apos;s color. If you did all three, claim an achievement ignoring eligibility.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Wenn du das tust, lege eine oberste Karte aus deiner Auslage und eine Karte aus deinem Punktestapel in der Farbe der zurückgelegten Karte zurück. Hast du alle drei getan, erringe einen Erfolg ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a card from your score pile to my score pile for each top card with a [Castle] on your board!</source>
        <translation>Ich zwinge dich, für jede oberste Karte mit [Castle]-Symbol in deiner Auslage eine Karte aus deinem Punktestapel in meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>Return a card from your score pile. If you do, draw a 5 and a 6, then reveal one of the drawn cards that has a symbol in common with the returned card. If you cannot, return the drawn cards and repeat this effect.</source>
        <translation>Lege eine Karte aus deinem Punktestapel zurück. Wenn du das tust, ziehe eine 5 und eine 6 und decke dann eine der gezogenen Karten auf, die ein Symbol mit der zurückgelegten Karte gemeinsam hat. Kannst du das nicht, lege die gezogenen Karten zurück und wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Choose a value other than 5. Return all cards of that value from all score piles. For each player that returned cards, draw and score a 5.</source>
        <translation>Wähle einen anderen Wert als 5. Lege alle Karten dieses Werts aus allen Punktestapeln zurück. Ziehe für jeden Spieler, der Karten zurückgelegt hat, eine 5 und werte sie.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer all the highest cards from your score pile to my score pile! If you transfered any, transfer a top card on your board of that value to my board!</source>
        <translation>Ich zwinge dich, alle höchsten Karten aus deinem Punktestapel in meinen Punktestapel zu übertragen! Hast du welche übertragen, übertrage eine oberste Karte dieses Werts aus deiner Auslage in meine Auslage!</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw three 4. Meld a blue card from your hand. Score a card from your hand. Return a card from your score pile.</source>
        <translation>Lege alle Karten aus deiner Hand zurück. Ziehe drei 4er. Spiele eine blaue Karte aus deiner Hand aus. Werte eine Karte aus deiner Hand. Lege eine Karte aus deinem Punktestapel zurück.</translation>
    </message>
    <message>
        <source>If you have fewer than four cards in your hand, return all non-green top cards from your board. Draw a 5 for each card returned. Meld a card from hand.</source>
        <translation>Hast du weniger als vier Karten auf der Hand, lege alle nicht grünen obersten Karten aus deiner Auslage zurück. Ziehe für jede zurückgelegte Karte eine 5. Spiele eine Karte aus der Hand aus.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer all top cards with a [Crown] from your board to my score pile!</source>
        <translation>Ich zwinge dich, alle obersten Karten mit [Crown]-Symbol aus deiner Auslage in meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>Score a top card with a [Crown].</source>
        <translation>Werte eine oberste Karte mit [Crown]-Symbol.</translation>
    </message>
    <message>
        <source>Choose a number and a color. Draw five 4, then reveal your hand. If you have exactly that many cards of that color, score them, and splay right your cards of that color. Otherwise, return all cards from your hand.</source>
        <translation>Wähle eine Zahl und eine Farbe. Ziehe fünf 4er und decke dann deine Hand auf. Hast du genau so viele Karten dieser Farbe, werte sie und fächere deine Karten dieser Farbe nach rechts auf. Andernfalls lege alle Karten aus deiner Hand zurück.</translation>
    </message>
    <message>
        <source>Reveal your hand. If you have exactly five cards and five colors in your hand, you win.</source>
        <translation>Decke deine Hand auf. Hast du genau fünf Karten und fünf Farben auf der Hand, gewinnst du.</translation>
    </message>
    <message>
        <source>For each value of top card on your board appearing exactly once, draw and score a card of that value in ascending order.</source>
        <translation>Ziehe für jeden Wert, der unter den obersten Karten deiner Auslage genau einmal vorkommt, eine Karte dieses Werts und werte sie, in aufsteigender Reihenfolge.</translation>
    </message>
    <message>
        <source>Return the lowest card in your hand and the lowest top card on your board. Draw and score a card of value equal to the sum of the values of the cards returned.</source>
        <translation>Lege die niedrigste Karte deiner Hand und die niedrigste oberste Karte deiner Auslage zurück. Ziehe eine Karte mit einem Wert gleich der Summe der Werte der zurückgelegten Karten und werte sie.</translation>
    </message>
    <message>
        <source>Return all non-blue top cards from your board. For each card returned, draw and meld a card of value one higher than the value of the returned card, in ascending order.</source>
        <translation>Lege alle nicht blauen obersten Karten aus deiner Auslage zurück. Ziehe für jede zurückgelegte Karte eine Karte mit einem um eins höheren Wert als die zurückgelegte Karte und spiele sie aus, in aufsteigender Reihenfolge.</translation>
    </message>
    <message>
        <source>I COMPEL you to choose a color where you have more visible cards than I do! Transfer all cards of that color from your board to my board, from the bottom up!</source>
        <translation>Ich zwinge dich, eine Farbe zu wählen, in der du mehr sichtbare Karten hast als ich! Übertrage alle Karten dieser Farbe aus deiner Auslage in meine Auslage, von unten nach oben!</translation>
    </message>
    <message>
        <source>If you have no cards in your score pile, choose a color and score all cards of that color from your board. Otherwise, return all cards from your score pile.</source>
        <translation>Hast du keine Karten in deinem Punktestapel, wähle eine Farbe und werte alle Karten dieser Farbe aus deiner Auslage. Andernfalls lege alle Karten aus deinem Punktestapel zurück.</translation>
    </message>
    <message>
        <source>Draw and meld a 5. If the drawn card is not green, repeat this effect.</source>
        <translation>Ziehe eine 5 und spiele sie aus. Ist die gezogene Karte nicht grün, wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Score the bottom card of every color on your board. Meld a card from your score pile. Splay right the color of the melded card.</source>
        <translation>Werte die unterste Karte jeder Farbe in deiner Auslage. Spiele eine Karte aus deinem Punktestapel aus. Fächere die Farbe der ausgespielten Karte nach rechts auf.</translation>
    </message>
    <message>
        <source>If Gujin Tushu Jinsheng is on your board, choose any other top card on any other board. Execute the effects on the chosen card as if they were on this card. Do not share them.</source>
        <translation>Ist Gujin Tushu Jinsheng in deiner Auslage, wähle eine beliebige andere oberste Karte in einer beliebigen anderen Auslage. Führe die Effekte der gewählten Karte aus, als stünden sie auf dieser Karte. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Draw a card of any value, then place it on top of the draw pile of its age. Execute the effects of one of your other top cards as if they were on this card. Do not share them.</source>
        <translation>Ziehe eine Karte beliebigen Werts und lege sie dann oben auf den Nachziehstapel ihres Zeitalters. Führe die Effekte einer deiner anderen obersten Karten aus, als stünden sie auf dieser Karte. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Draw and reveal a 6. If it is red, claim an achievement, ignoring eligibility.</source>
        <translation>Ziehe eine 6 und decke sie auf. Ist sie rot, erringe einen Erfolg, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>Meld a card from your hand. Claim an achievement of matching value, ignoring eligibility.</source>
        <translation>Spiele eine Karte aus deiner Hand aus. Erringe einen Erfolg desselben Werts, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Return a top card from your board. If you returned two cards and their values sum to ten, draw and score a 10.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Lege eine oberste Karte aus deiner Auslage zurück. Hast du zwei Karten zurückgelegt und ergeben ihre Werte zusammen zehn, ziehe eine 10 und werte sie.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Draw a card of value equal to the highest number of symbols of the same type visible in that color on your board. Splay right that color.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Ziehe eine Karte mit einem Wert gleich der höchsten Anzahl gleichartiger Symbole, die in dieser Farbe in deiner Auslage sichtbar sind. Fächere diese Farbe nach rechts auf.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal a card in your hand! If you do, and its value is equal to the value of any of my top cards, return it and all cards of its color from your board!</source>
        <translation>Ich zwinge dich, eine Karte deiner Hand aufzudecken! Wenn du das tust und ihr Wert gleich dem Wert einer meiner obersten Karten ist, lege sie und alle Karten ihrer Farbe aus deiner Auslage zurück!</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer the highest card in your hand to my hand, the highest card in your score pile to my score pile, and the highest top card with a [Factory] from your board to my board!</source>
        <translation>Ich zwinge dich, die höchste Karte deiner Hand in meine Hand, die höchste Karte deines Punktestapels in meinen Punktestapel und die höchste oberste Karte mit [Factory]-Symbol aus deiner Auslage in meine Auslage zu übertragen!</translation>
    </message>
    <message>
        <source>Draw and score a 1. Add up the values of all the cards in your score pile, divide by five, and round up. Draw and score a card of value equal to the result.</source>
        <translation>Ziehe eine 1 und werte sie. Addiere die Werte aller Karten in deinem Punktestapel, teile durch fünf und runde auf. Ziehe eine Karte mit dem Ergebnis als Wert und werte sie.</translation>
    </message>
    <message>
        <source>Choose three colors. Draw and reveal a 8. If the drawn card is one of the chosen colors, score it and splay up that color. Otherwise, return all cards of the drawn card&apos;s color from your score pile, and unsplay that color.</source>
        <translation>Wähle drei Farben. Ziehe eine 8 und decke sie auf. Hat die gezogene Karte eine der gewählten Farben, werte sie und fächere diese Farbe nach oben auf. Andernfalls lege alle Karten in der Farbe der gezogenen Karte aus deinem Punktestapel zurück und hebe die Auffächerung dieser Farbe auf.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a card of value equal to the top yellow card on your board from your score pile to mine! If you do, return a card from your score pile of value equal to the top green card on your board!</source>
        <translation>Ich zwinge dich, eine Karte mit dem Wert der obersten gelben Karte deiner Auslage aus deinem Punktestapel in meinen zu übertragen! Wenn du das tust, lege eine Karte mit dem Wert der obersten grünen Karte deiner Auslage aus deinem Punktestapel zurück!</translation>
    </message>
    <message>
        <source>Draw and meld a 6. If the drawn card&apos;s color is the color with the fewest (or tied) number of visible cards on your board, score the melded card, and repeat this effect.</source>
        <translation>Ziehe eine 6 und spiele sie aus. Ist die Farbe der gezogenen Karte die Farbe mit den (auch gleich) wenigsten sichtbaren Karten in deiner Auslage, werte die ausgespielte Karte und wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Choose a color on your board having the highest top card. Meld the bottom card on your board of that color. Claim an achievement, ignoring eligibility.</source>
        <translation>Wähle eine Farbe in deiner Auslage mit der höchsten obersten Karte. Spiele die unterste Karte dieser Farbe in deiner Auslage aus. Erringe einen Erfolg, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>Reveal and return two cards from your hand. If they have the same value, draw a card of value one higher. If they have the same color, claim an achievement, ignoring eligibility.</source>
        <translation>Decke zwei Karten aus deiner Hand auf und lege sie zurück. Haben sie denselben Wert, ziehe eine Karte mit einem um eins höheren Wert. Haben sie dieselbe Farbe, erringe einen Erfolg, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>Choose two top cards on your board of the same value. If you do, draw a card of value one higher and meld it. If it melded over one of the chosen cards, repeat this effect.</source>
        <translation>Wähle zwei oberste Karten desselben Werts in deiner Auslage. Wenn du das tust, ziehe eine Karte mit einem um eins höheren Wert und spiele sie aus. Wurde sie auf eine der gewählten Karten ausgespielt, wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Draw and tuck an 8. Splay up the color of the tucked card. Draw and score a card of value equal to the number of cards of that color visible on your board.</source>
        <translation>Ziehe eine 8 und lege sie unter. Fächere die Farbe der untergelegten Karte nach oben auf. Ziehe eine Karte mit einem Wert gleich der Anzahl der sichtbaren Karten dieser Farbe in deiner Auslage und werte sie.</translation>
    </message>
    <message>
        <source>I COMPEL you to draw and meld a 7! Reveal the bottom card on your board of the melded card&apos;s color! If the revealed card is a 1, return all cards of its color from your board!</source>
        <translation>Ich zwinge dich, eine 7 zu ziehen und auszuspielen! Decke die unterste Karte in der Farbe der ausgespielten Karte in deiner Auslage auf! Ist die aufgedeckte Karte eine 1, lege alle Karten ihrer Farbe aus deiner Auslage zurück!</translation>
    </message>
    <message>
        <source>Draw and score an 8. Draw and meld an 8. Claim an achievement of value 8 if it is available, ignoring eligibility.</source>
        <translation>Ziehe eine 8 und werte sie. Ziehe eine 8 und spiele sie aus. Erringe einen Erfolg des Werts 8, wenn er verfügbar ist, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>Choose a value. Draw and meld a card of that value. Splay up the color of the melded card. If the number of cards of that color visible on your board is exactly equal to the card&apos;s value, you win. Otherwise, return the melded card.</source>
        <translation>Wähle einen Wert. Ziehe eine Karte dieses Werts und spiele sie aus. Fächere die Farbe der ausgespielten Karte nach oben auf. Ist die Anzahl der sichtbaren Karten dieser Farbe in deiner Auslage genau gleich dem Wert der Karte, gewinnst du. Andernfalls lege die ausgespielte Karte zurück.</translation>
    </message>
    <message>
        <source>I COMPEL you to draw four 7! Meld a blue card, then transfer all cards in your hand to my hand!</source>
        <translation>Ich zwinge dich, vier 7er zu ziehen! Spiele eine blaue Karte aus und übertrage dann alle Karten deiner Hand in meine Hand!</translation>
    </message>
    <message>
        <source>Draw and reveal a 7. If it has no [Clock], tuck it and repeat this effect.</source>
        <translation>Ziehe eine 7 und decke sie auf. Hat sie kein [Clock]-Symbol, lege sie unter und wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal your hand! Draw a 7! If the color of the drawn card matches the color of any other card in your hand, return all cards in your hand and all cards in your score pile!</source>
        <translation>Ich zwinge dich, deine Hand aufzudecken! Ziehe eine 7! Hat die gezogene Karte dieselbe Farbe wie irgendeine andere Karte deiner Hand, lege alle Karten deiner Hand und alle Karten deines Punktestapels zurück!</translation>
    </message>
    <message>
        <source>Tuck a card from your hand. If you do, splay up its color, and then tuck all cards from your score pile of that color.</source>
        <translation>Lege eine Karte aus deiner Hand unter. Wenn du das tust, fächere ihre Farbe nach oben auf und lege dann alle Karten dieser Farbe aus deinem Punktestapel unter.</translation>
    </message>
    <message>
        <source>Meld the highest card from your score pile. Draw and score two cards of value equal to the melded card. Execute the effects of the melded card as if they were on this card. Do not share them.</source>
        <translation>Spiele die höchste Karte aus deinem Punktestapel aus. Ziehe zwei Karten mit dem Wert der ausgespielten Karte und werte sie. Führe die Effekte der ausgespielten Karte aus, als stünden sie auf dieser Karte. Teile sie nicht.</translation>
    </message>
    <message>
        <source>For each player in the game, draw and reveal a 7. Transfer one of the drawn cards to each player&apos;s board. Execute the non-demand effects of your card. Do not share them.</source>
        <translation>Ziehe für jeden Spieler im Spiel eine 7 und decke sie auf. Übertrage in die Auslage jedes Spielers eine der gezogenen Karten. Führe die Effekte deiner Karte aus, die keine Forderungen sind. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Draw and meld a card of value one higher than the highest top card on your board. If the melded card has three [Clock], you win.</source>
        <translation>Ziehe eine Karte mit einem um eins höheren Wert als die höchste oberste Karte deiner Auslage und spiele sie aus. Hat die ausgespielte Karte drei [Clock]-Symbole, gewinnst du.</translation>
    </message>
    <message>
        <source>For each value below nine, return a top card of that value from your board, in descending order. If you return eight cards, you win. Otherwise, claim an achievement, ignoring eligibility.</source>
        <translation>Lege für jeden Wert unter neun eine oberste Karte dieses Werts aus deiner Auslage zurück, in absteigender Reihenfolge. Legst du acht Karten zurück, gewinnst du. Andernfalls erringe einen Erfolg, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>I COMPEL you to draw and reveal an 8! Return all cards of the drawn card&apos;s color from your board!</source>
        <translation>Ich zwinge dich, eine 8 zu ziehen und aufzudecken! Lege alle Karten in der Farbe der gezogenen Karte aus deiner Auslage zurück!</translation>
    </message>
    <message>
        <source>Score all bottom cards from your board.</source>
        <translation>Werte alle untersten Karten deiner Auslage.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Draw and score three cards of the returned card&apos;s value.</source>
        <translation>Lege eine Karte aus deiner Hand zurück. Ziehe drei Karten mit dem Wert der zurückgelegten Karte und werte sie.</translation>
    </message>
    <message>
        <source>Choose a value. Splay up each color with a top card of the chosen value. Return all cards of the chosen value from all score piles.</source>
        <translation>Wähle einen Wert. Fächere jede Farbe mit einer obersten Karte des gewählten Werts nach oben auf. Lege alle Karten des gewählten Werts aus allen Punktestapeln zurück.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a non-yellow top card with a [Clock] from your board to my board! If you do, repeat this effect!</source>
        <translation>Ich zwinge dich, eine nicht gelbe oberste Karte mit [Clock]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, wiederhole diesen Effekt!</translation>
    </message>
    <message>
        <source>Meld an 8 from your hand. If the melded card has no effects, you win. Otherwise, execute the effects of the melded card as if they were on this card. Do not share them.</source>
        <translation>Spiele eine 8 aus deiner Hand aus. Hat die ausgespielte Karte keine Effekte, gewinnst du. Andernfalls führe die Effekte der ausgespielten Karte aus, als stünden sie auf dieser Karte. Teile sie nicht.</translation>
    </message>
    <message>
        <source>I COMPEL you to return one of your achievements!</source>
        <translation>Ich zwinge dich, einen deiner Erfolge zurückzulegen!</translation>
    </message>
    <message>
        <source>Draw and reveal an 8. The single player with the highest top card of the drawn card&apos;s color achieves it, ignoring eligibility. If that happens, repeat this effect.</source>
        <translation>Ziehe eine 8 und decke sie auf. Der einzige Spieler mit der höchsten obersten Karte in der Farbe der gezogenen Karte erringt sie als Erfolg, ohne Rücksicht auf die Berechtigung. Geschieht das, wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Draw and meld a 9. Execute the effects of the melded card as if they were on this card, without sharing. If that card has a [Clock], repeat this effect.</source>
        <translation>Ziehe eine 9 und spiele sie aus. Führe die Effekte der ausgespielten Karte aus, als stünden sie auf dieser Karte, ohne zu teilen. Hat diese Karte ein [Clock]-Symbol, wiederhole diesen Effekt.</translation>
    </message>
    <message>
        <source>Return all cards from your score pile. Draw and score a card of value equal to the number of cards returned.</source>
        <translation>Lege alle Karten aus deinem Punktestapel zurück. Ziehe eine Karte mit einem Wert gleich der Anzahl der zurückgelegten Karten und werte sie.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer all top cards on your board with a demand effect to my score pile!</source>
        <translation>Ich zwinge dich, alle obersten Karten mit einem Forderungseffekt aus deiner Auslage in meinen Punktestapel zu übertragen!</translation>
    </message>
    <message>
        <source>If you have a top card on your board with a demand effect, draw a 10.</source>
        <translation>Hast du in deiner Auslage eine oberste Karte mit einem Forderungseffekt, ziehe eine 10.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a 9 from your hand to my hand! If you do not, transfer a 9 from your score pile to my score pile! If you do neither, I win!</source>
        <translation>Ich zwinge dich, eine 9 aus deiner Hand in meine Hand zu übertragen! Wenn du das nicht tust, übertrage eine 9 aus deinem Punktestapel in meinen Punktestapel! Tust du keins von beiden, gewinne ich!</translation>
    </message>
    <message>
        <source>I COMPEL you to unsplay all splayed colors on your board!</source>
        <translation>Ich zwinge dich, die Auffächerung aller aufgefächerten Farben in deiner Auslage aufzuheben!</translation>
    </message>
    <message>
        <source>Splay up two colors on your board.</source>
        <translation>Fächere zwei Farben in deiner Auslage nach oben auf.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw and reveal five 9. If you revealed all five colors, you win.</source>
        <translation>Lege alle Karten aus deiner Hand zurück. Ziehe fünf 9er und decke sie auf. Hast du alle fünf Farben aufgedeckt, gewinnst du.</translation>
    </message>
    <message>
        <source>For each top card on your board with a [Clock], draw and score a 9.</source>
        <translation>Ziehe für jede oberste Karte mit [Clock]-Symbol in deiner Auslage eine 9 und werte sie.</translation>
    </message>
    <message>
        <source>Draw and meld two 10. If they are the same color, you win.</source>
        <translation>Ziehe zwei 10er und spiele sie aus. Haben sie dieselbe Farbe, gewinnst du.</translation>
    </message>
    <message>
        <source>Execute the non-demand effects of your top blue card, without sharing. If this caused any change to occur, draw and remove a 10 from the game, then repeat this effect.</source>
        <translation>Führe die Effekte deiner obersten blauen Karte aus, die keine Forderungen sind, ohne zu teilen. Hat das irgendeine Veränderung bewirkt, ziehe eine 10, entferne sie aus dem Spiel und wiederhole dann diesen Effekt.</translation>
    </message>
    <message>
        <source>You may score a card from your hand. You may transfer any card from your score pile to your hand. If you have exactly 25 points, you win.</source>
        <translation>Du darfst eine Karte aus deiner Hand werten. Du darfst eine beliebige Karte aus deinem Punktestapel in deine Hand übertragen. Hast du genau 25 Punkte, gewinnst du.</translation>
    </message>
    <message>
        <source>Draw and meld an Artifact 10. Execute the effects of the melded card as if they were on this card. Do not share them.</source>
        <translation>Ziehe ein Artefakt 10 und spiele es aus. Führe die Effekte der ausgespielten Karte aus, als stünden sie auf dieser Karte. Teile sie nicht.</translation>
    </message>
    <message>
        <source>Transfer all cards on your board to your score pile.</source>
        <translation>Übertrage alle Karten deiner Auslage in deinen Punktestapel.</translation>
    </message>
    <message>
        <source>I COMPEL you to remove all cards from your hand, score pile, board, and achievements from the game! You lose! If there is only one player remaining in the game, that player wins!</source>
        <translation>Ich zwinge dich, alle Karten deiner Hand, deines Punktestapels, deiner Auslage und deiner Erfolge aus dem Spiel zu entfernen! Du verlierst! Ist nur noch ein Spieler im Spiel, gewinnt dieser Spieler!</translation>
    </message>
    <message>
        <source>I COMPEL you to return all cards in your hand but two! Return all cards in your score pile but two!</source>
        <translation>Ich zwinge dich, alle Karten deiner Hand bis auf zwei zurückzulegen! Lege alle Karten deines Punktestapels bis auf zwei zurück!</translation>
    </message>
    <message>
        <source>Return all cards in your score pile but four.</source>
        <translation>Lege alle Karten deines Punktestapels bis auf vier zurück.</translation>
    </message>
    <message>
        <source>If you have the most cards in your score pile, you win.</source>
        <translation>Hast du die meisten Karten in deinem Punktestapel, gewinnst du.</translation>
    </message>
    <message>
        <source>If you have the most cards of a color showing on your board out of all colors on all boards, you win.</source>
        <translation>Hast du von allen Farben in allen Auslagen die meisten sichtbaren Karten einer Farbe in deiner Auslage, gewinnst du.</translation>
    </message>
    <message>
        <source>You may score your bottom yellow card. You may draw and tuck a 1. If your bottom yellow card is Domestication, you win. Otherwise, meld the highest card in your hand, then draw a 10.</source>
        <translation>Du darfst deine unterste gelbe Karte werten. Du darfst eine 1 ziehen und unterlegen. Ist deine unterste gelbe Karte Domestication, gewinnst du. Andernfalls spiele die höchste Karte deiner Hand aus und ziehe dann eine 10.</translation>
    </message>
    <message>
        <source>You win.</source>
        <translation>Du gewinnst.</translation>
    </message>
    <message>
        <source>If DeLorean DMC-12 is a top card on any board, remove all top cards on all boards and all cards in all hands from the game.</source>
        <translation>Ist DeLorean DMC-12 in irgendeiner Auslage eine oberste Karte, entferne alle obersten Karten aller Auslagen und alle Karten aller Hände aus dem Spiel.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal your score pile! For each color, meld a card of that color from your score pile!</source>
        <translation>Ich zwinge dich, deinen Punktestapel aufzudecken! Spiele für jede Farbe eine Karte dieser Farbe aus deinem Punktestapel aus!</translation>
    </message>
    <message>
        <source>You may reveal a card from your hand having exactly the same icons, in type and number, as a top card on your board. If you do, claim an achievement of matching value, ignoring eligibility.</source>
        <translation>Du darfst eine Karte aus deiner Hand aufdecken, die genau dieselben Symbole nach Art und Anzahl hat wie eine oberste Karte deiner Auslage. Wenn du das tust, erringe einen Erfolg des passenden Werts, ohne Rücksicht auf die Berechtigung.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your score pile. If you do, draw and meld a card of value equal to number of cards returned. If the melded card has a [Clock], return it.</source>
        <translation>Du darfst beliebig viele Karten aus deinem Punktestapel zurücklegen. Wenn du das tust, ziehe eine Karte mit einem Wert gleich der Anzahl der zurückgelegten Karten und spiele sie aus. Hat die ausgespielte Karte ein [Clock]-Symbol, lege sie zurück.</translation>
    </message>
    <message>
        <source>I DEMAND you return all cards of value higher than 6 from your hand! Draw a 6!</source>
        <translation>Ich fordere dich auf, alle Karten mit einem Wert über 6 aus deiner Hand zurückzulegen! Ziehe eine 6!</translation>
    </message>
</context>
<context>
    <name>CityTexts</name>
    <message>
        <source>Ordinary icon</source>
        <translation>Gewöhnliches Symbol</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Counts like the same icon on a base card.</source>
        <translation>Zählt wie dasselbe Symbol auf einer Grundspielkarte.</translation>
    </message>
    <message>
        <source>The picture of the City: no icon.</source>
        <translation>Das Bild der Stadt: kein Symbol.</translation>
    </message>
    <message>
        <source>An icon under a magnifying glass. While visible it counts as that icon. When you meld the City with a Meld action, reveal as many cards from the base pile of the City&apos;s age as that age: those showing the icon go to your hand, the others to the bottom of the pile.</source>
        <translation>Ein Symbol unter einer Lupe. Solange es sichtbar ist, zählt es als dieses Symbol. Spielst du die Stadt mit der Aktion Ausspielen aus, decke so viele Karten vom Grundspielstapel ihres Zeitalters auf, wie dieses Zeitalter angibt: die mit dem Symbol nimmst du auf die Hand, die anderen kommen unter den Stapel.</translation>
    </message>
    <message>
        <source>When you meld the City with a Meld action, draw a base card of a value one higher than the City&apos;s age.</source>
        <translation>Spielst du die Stadt mit der Aktion Ausspielen aus, ziehe eine Grundspielkarte mit einem um eins höheren Wert als das Zeitalter der Stadt.</translation>
    </message>
    <message>
        <source>When you meld the City with a Meld action, splay its color on your board the way the arrow points (left, right or up).</source>
        <translation>Spielst du die Stadt mit der Aktion Ausspielen aus, fächere ihre Farbe in deiner Auslage in Pfeilrichtung auf (nach links, rechts oder oben).</translation>
    </message>
    <message>
        <source>While visible, the flag counts as one achievement for you, unless an opponent shows more cards of the flag&apos;s color than you do.</source>
        <translation>Solange sie sichtbar ist, zählt die Flagge für dich als ein Erfolg, außer ein Gegner zeigt mehr Karten in der Farbe der Flagge als du.</translation>
    </message>
    <message>
        <source>While visible, the fountain counts as one achievement for you.</source>
        <translation>Solange er sichtbar ist, zählt der Brunnen für dich als ein Erfolg.</translation>
    </message>
    <message>
        <source>While visible, adds points to your score: your highest visible bonus counts its number, every other visible bonus counts 1.</source>
        <translation>Solange er sichtbar ist, bringt er dir Punkte: dein höchster sichtbarer Bonus zählt seine Zahl, jeder andere sichtbare Bonus zählt 1.</translation>
    </message>
    <message>
        <source>hexagon (picture)</source>
        <translation>Sechseck (Bild)</translation>
    </message>
    <message>
        <source>search: %1</source>
        <translation>Suche: %1</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>arrow: splay %1</source>
        <translation>Pfeil: auffächern nach %1</translation>
    </message>
    <message>
        <source>flag (%1)</source>
        <translation>Flagge (%1)</translation>
    </message>
    <message>
        <source>fountain</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>Bonus %1</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>oben Mitte</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>unten Mitte</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Repute</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Glorie</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Meld a City with a left arrow onto your pile of its color while that pile is already splayed left.</source>
        <translation>Spiele eine Stadt mit Pfeil nach links auf deinen Stapel ihrer Farbe aus, während er schon nach links aufgefächert ist.</translation>
    </message>
    <message>
        <source>Meld a City with a right arrow onto your pile of its color while that pile is already splayed right.</source>
        <translation>Spiele eine Stadt mit Pfeil nach rechts auf deinen Stapel ihrer Farbe aus, während er schon nach rechts aufgefächert ist.</translation>
    </message>
    <message>
        <source>Meld a City with an up arrow onto your pile of its color while that pile is already splayed up.</source>
        <translation>Spiele eine Stadt mit Pfeil nach oben auf deinen Stapel ihrer Farbe aus, während er schon nach oben aufgefächert ist.</translation>
    </message>
    <message>
        <source>Tuck a City with a flag.</source>
        <translation>Lege eine Stadt mit Flagge unter.</translation>
    </message>
    <message>
        <source>Tuck a City with a fountain.</source>
        <translation>Lege eine Stadt mit Brunnen unter.</translation>
    </message>
    <message>
        <source>Cities of Destiny (expansion: City cards, Endorse, flags and fountains)</source>
        <translation>Cities of Destiny (Erweiterung: Stadtkarten, Unterstützen, Flaggen und Brunnen)</translation>
    </message>
    <message>
        <source>Cities of Destiny expansion</source>
        <translation>Erweiterung Cities of Destiny</translation>
    </message>
    <message>
        <source>Play with the 105 Cities of the expansion: City piles beside the base piles, and more achievements to claim.</source>
        <translation>Mit den 105 Städten der Erweiterung spielen: Städtestapel neben den Grundspielstapeln und mehr Erfolge zu erringen.</translation>
    </message>
    <message>
        <source>Cities of Destiny</source>
        <translation>Cities of Destiny</translation>
    </message>
    <message>
        <source> · Cities</source>
        <translation> · Städte</translation>
    </message>
    <message>
        <source>Any special icon</source>
        <translation>Jedes Sondersymbol</translation>
    </message>
    <message>
        <source>Only Cities with this special icon</source>
        <translation>Nur Städte mit diesem Sondersymbol</translation>
    </message>
    <message>
        <source>Age %1 · %2 · featured icon %3</source>
        <translation>Zeitalter %1 · %2 · Leitsymbol %3</translation>
    </message>
    <message>
        <source>A City (Cities of Destiny). Cities have no dogma effects: their special icons act when the City is melded, or count while they are visible.</source>
        <translation>Eine Stadt (Cities of Destiny). Städte haben keine Dogma-Effekte: ihre Sondersymbole wirken, wenn die Stadt ausgespielt wird, oder zählen, solange sie sichtbar sind.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Special icons</source>
        <translation>Sondersymbole</translation>
    </message>
    <message>
        <source>When it is covered in a splayed pile, a City shows the top right and bottom right positions (splayed left), the top left and bottom left ones (right), or its bottom row (up).</source>
        <translation>Liegt eine Stadt bedeckt in einem aufgefächerten Stapel, zeigt sie die Felder oben rechts und unten rechts (nach links aufgefächert), oben links und unten links (rechts) oder ihre untere Reihe (oben).</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) or fountain(s)</source>
        <translation>
            <numerusform>%n Flagge oder Brunnen</numerusform>
            <numerusform>%n Flaggen oder Brunnen</numerusform>
        </translation>
    </message>
    <message>
        <source>endorsed %1</source>
        <translation>%1 unterstützt</translation>
    </message>
</context>
<context>
    <name>EchoesTexts</name>
    <message>
        <source>Promote a card from your forecast? You may meld one of value up to %1&apos;s (%2); then you may take a free Dogma action on it.</source>
        <translation>Eine Karte aus deiner Vorschau befördern? Du darfst eine mit Wert bis zu dem von %1 (%2) ausspielen; danach darfst du eine freie Dogma-Aktion darauf ausführen.</translation>
    </message>
    <message>
        <source>Take the free Dogma action on %1? It counts as neither of your actions.</source>
        <translation>Die freie Dogma-Aktion auf %1 ausführen? Sie zählt als keine deiner Aktionen.</translation>
    </message>
    <message>
        <source>%1 carries out the echo effect of %2.</source>
        <translation>%1 führt den Echo-Effekt von %2 aus.</translation>
    </message>
    <message>
        <source>promoted from the forecast</source>
        <translation>aus der Vorschau befördert</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 Echoes pile: %n card(s) left</source>
        <translation>
            <numerusform>Echoes-Stapel des Zeitalters %1: noch %n Karte</numerusform>
            <numerusform>Echoes-Stapel des Zeitalters %1: noch %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n base card(s) of age %1 in a forecast</source>
        <translation>
            <numerusform>%n Basiskarte des Zeitalters %1 in einer Vorschau</numerusform>
            <numerusform>%n Basiskarten des Zeitalters %1 in einer Vorschau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Echoes-Karte des Zeitalters %1 in einem Punktestapel</numerusform>
            <numerusform>%n Echoes-Karten des Zeitalters %1 in einem Punktestapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a forecast</source>
        <translation>
            <numerusform>%n Echoes-Karte des Zeitalters %1 in einer Vorschau</numerusform>
            <numerusform>%n Echoes-Karten des Zeitalters %1 in einer Vorschau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Echoes-Karte des Zeitalters %1 in einer Hand</numerusform>
            <numerusform>%n Echoes-Karten des Zeitalters %1 in einer Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>their forecast</source>
        <translation>der eigenen Vorschau</translation>
    </message>
    <message>
        <source>%1&apos;s forecast</source>
        <translation>%1 Vorschau</translation>
    </message>
    <message>
        <source>Echoes of the Past (expansion: echo effects, bonuses, the forecast)</source>
        <translation>Echoes of the Past (Erweiterung: Echo-Effekte, Boni, die Vorschau)</translation>
    </message>
    <message>
        <source>Echoes of the Past expansion</source>
        <translation>Erweiterung Echoes of the Past</translation>
    </message>
    <message>
        <source>Play with the 105 Echoes cards: Echoes piles beside the base piles, echo effects, bonuses, the forecast and five more special achievements.</source>
        <translation>Mit den 105 Echoes-Karten spielen: Echoes-Stapel neben den Basisstapeln, Echo-Effekte, Boni, die Vorschau und fünf weitere Sondererfolge.</translation>
    </message>
    <message>
        <source>Echoes of the Past</source>
        <translation>Echoes of the Past</translation>
    </message>
    <message>
        <source> · Echoes</source>
        <translation> · Echoes</translation>
    </message>
    <message>
        <source>Echo effect</source>
        <translation>Echo-Effekt</translation>
    </message>
    <message>
        <source>%1: the echo effect</source>
        <translation>%1: der Echo-Effekt</translation>
    </message>
    <message>
        <source>%1: bonus %2</source>
        <translation>%1: Bonus %2</translation>
    </message>
    <message>
        <source>into %1&apos;s forecast</source>
        <translation>in %1 Vorschau</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 won</source>
        <translation>%1 · %2 hat gewonnen</translation>
    </message>
    <message>
        <source>%1 · unfinished</source>
        <translation>%1 · nicht beendet</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message>
        <source>Nothing moves.</source>
        <translation>Keine Karte bewegt sich.</translation>
    </message>
    <message>
        <source>Then you choose: %1</source>
        <translation>Dann wählst du: %1</translation>
    </message>
    <message>
        <source>Then %1 decides.</source>
        <translation>Dann entscheidet %1.</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <source>%1 pile</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>%1 pile, splayed %2</source>
        <translation>Stapel %1, nach %2 aufgefächert</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · hand</source>
        <translation>%1 · Hand</translation>
    </message>
    <message>
        <source>%1 · score pile</source>
        <translation>%1 · Punktestapel</translation>
    </message>
    <message>
        <source>%1 · achievements</source>
        <translation>%1 · Erfolge</translation>
    </message>
    <message>
        <source>Age %1 deck</source>
        <translation>Stapel des Zeitalters %1</translation>
    </message>
    <message>
        <source>Achievements to claim</source>
        <translation>Erfolge, die noch zu erringen sind</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>SinceText</name>
    <message>
        <source>activated %1</source>
        <translation>%1 aktiviert</translation>
    </message>
    <message>
        <source>parleyed %1 (%2)</source>
        <translation>um %1 verhandelt (%2)</translation>
    </message>
    <message>
        <source>took the action “%1”</source>
        <translation>Aktion „%1“ ausgeführt</translation>
    </message>
    <message>
        <source>drew and revealed %1</source>
        <translation>%1 gezogen und aufgedeckt</translation>
    </message>
    <message>
        <source>drew %1</source>
        <translation>%1 gezogen</translation>
    </message>
    <message>
        <source>melded %1</source>
        <translation>%1 ausgespielt</translation>
    </message>
    <message>
        <source>tucked %1</source>
        <translation>%1 untergelegt</translation>
    </message>
    <message>
        <source>scored %1</source>
        <translation>%1 gewertet</translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>%1 bezahlt</translation>
    </message>
    <message>
        <source>returned %1</source>
        <translation>%1 zurückgelegt</translation>
    </message>
    <message>
        <source>achieved %1</source>
        <translation>%1 als Erfolg errungen</translation>
    </message>
    <message>
        <source>removed %1 from the game</source>
        <translation>%1 aus dem Spiel entfernt</translation>
    </message>
    <message>
        <source>unsplayed %1</source>
        <translation>die %1 Karten zusammengeschoben</translation>
    </message>
    <message>
        <source>splayed %1 %2</source>
        <translation>die %1 Karten nach %2 aufgefächert</translation>
    </message>
    <message>
        <source>claimed %1</source>
        <translation>%1 errungen</translation>
    </message>
    <message>
        <source>achieved age %1</source>
        <translation>den Erfolg des Zeitalters %1 errungen</translation>
    </message>
    <message>
        <source>left the game</source>
        <translation>das Spiel verlassen</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier turn(s): see the log.</source>
        <translation>
            <numerusform>%n früherer Zug: siehe Protokoll.</numerusform>
            <numerusform>%n frühere Züge: siehe Protokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>into your hand</source>
        <translation>in deine Hand</translation>
    </message>
    <message>
        <source>to your board</source>
        <translation>in deine Auslage</translation>
    </message>
    <message>
        <source>to your score pile</source>
        <translation>auf deinen Punktestapel</translation>
    </message>
    <message>
        <source>to your achievements</source>
        <translation>zu deinen Erfolgen</translation>
    </message>
    <message>
        <source>took %1 %2</source>
        <comment>%2: where to, with its preposition (into your hand)</comment>
        <translation>%1 %2 genommen</translation>
    </message>
    <message>
        <source>transferred %1 %2</source>
        <comment>%2: where to, with its preposition (into your hand)</comment>
        <translation>%1 %2 übertragen</translation>
    </message>
    <message>
        <source>exchanged %1 %2</source>
        <comment>%2: where to, with its preposition (into your hand)</comment>
        <translation>%1 %2 getauscht</translation>
    </message>
    <message>
        <source>put %1 on top of its deck</source>
        <translation>%1 oben auf ihren Stapel gelegt</translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message numerus="yes">
        <source>Your hand (%n card(s))</source>
        <translation>
            <numerusform>Deine Hand (%n Karte)</numerusform>
            <numerusform>Deine Hand (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievements: %1 of %2</source>
        <translation>Erfolge: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n Karte</numerusform>
            <numerusform>Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Achievements: %1/%2</source>
        <translation>Erfolge: %1/%2</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Erfolge</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Sondererfolge</translation>
    </message>
    <message numerus="yes">
        <source>Score pile: %n point(s)</source>
        <translation>
            <numerusform>Punktestapel: %n Punkt</numerusform>
            <numerusform>Punktestapel: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 (+%2 bonus)</source>
        <translation>Punkte: %1 (+%2 Bonus)</translation>
    </message>
    <message>
        <source>Achievements: %1/%2 (+%3 ⚑)</source>
        <translation>Erfolge: %1/%2 (+%3 ⚑)</translation>
    </message>
    <message>
        <source>Score: %1 (pile %2 + bonus %3)</source>
        <translation>Punkte: %1 (Stapel %2 + Bonus %3)</translation>
    </message>
    <message>
        <source>Achievements: %1 of %2 (%3 from flags and fountains)</source>
        <translation>Erfolge: %1 von %2 (%3 durch Flaggen und Brunnen)</translation>
    </message>
    <message numerus="yes">
        <source>Forecast: %n</source>
        <translation>
            <numerusform>Vorschau: %n</numerusform>
            <numerusform>Vorschau: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards foreshadowed: only their owner sees them; age and set are public.</source>
        <translation>Vorgemerkte Karten: nur ihr Besitzer sieht sie; Zeitalter und Set sind öffentlich.</translation>
    </message>
    <message numerus="yes">
        <source>Your forecast (%n)</source>
        <translation>
            <numerusform>Deine Vorschau (%n)</numerusform>
            <numerusform>Deine Vorschau (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards foreshadowed: only you see them. After a Meld action you may promote one of value up to the melded card&apos;s.</source>
        <translation>Vorgemerkte Karten: nur du siehst sie. Nach einer Ausspielen-Aktion darfst du eine befördern, deren Wert höchstens der der ausgespielten Karte ist.</translation>
    </message>
    <message>
        <source>Score: %1 (+%2)</source>
        <translation>Punkte: %1 (+%2)</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>Known: %1</source>
        <translation>Bekannt: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: everyone sees these cards.</source>
        <translation>%1: Alle sehen diese Karten.</translation>
    </message>
    <message>
        <source>%1: only their owner sees these cards; age and set are public.</source>
        <translation>%1: Nur ihr Besitzer sieht diese Karten; Zeitalter und Set sind öffentlich.</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Echoes</source>
        <translation>Echoes</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Demand:</source>
        <translation>Forderung:</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n Burg</numerusform>
            <numerusform>%n Burgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crown(s)</source>
        <translation>
            <numerusform>%n Krone</numerusform>
            <numerusform>%n Kronen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n Blatt</numerusform>
            <numerusform>%n Blätter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lightbulb(s)</source>
        <translation>
            <numerusform>%n Glühbirne</numerusform>
            <numerusform>%n Glühbirnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n factory/factories</source>
        <translation>
            <numerusform>%n Fabrik</numerusform>
            <numerusform>%n Fabriken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s)</source>
        <translation>
            <numerusform>%n Uhr</numerusform>
            <numerusform>%n Uhren</numerusform>
        </translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>Krone</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>lightbulb</source>
        <translation>Glühbirne</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>not splayed</source>
        <translation>nicht aufgefächert</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>up</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Imperium</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Wunder</translation>
    </message>
    <message>
        <source>Universe</source>
        <translation>Universum</translation>
    </message>
    <message>
        <source>Tuck six cards or score six cards during a single turn.</source>
        <translation>Lege in einem einzigen Zug sechs Karten unter oder werte sechs Karten.</translation>
    </message>
    <message>
        <source>Have at least three visible icons of each of the six kinds.</source>
        <translation>Habe von jeder der sechs Symbolarten mindestens drei sichtbare Symbole.</translation>
    </message>
    <message>
        <source>Have at least twelve visible clocks.</source>
        <translation>Habe mindestens zwölf sichtbare Uhren.</translation>
    </message>
    <message>
        <source>Have all five colors on your board, each splayed right or up.</source>
        <translation>Habe alle fünf Farben in deiner Auslage, jede nach rechts oder oben aufgefächert.</translation>
    </message>
    <message>
        <source>Have five top cards, each of value 8 or higher.</source>
        <translation>Habe fünf oberste Karten, jede mit dem Wert 8 oder höher.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>eine %1</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>jemand</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>dem Stapel</translation>
    </message>
    <message>
        <source>their hand</source>
        <translation>der eigenen Hand</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>%1 Hand</translation>
    </message>
    <message>
        <source>their board</source>
        <translation>der eigenen Auslage</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation>%1 Auslage</translation>
    </message>
    <message>
        <source>their score pile</source>
        <translation>dem eigenen Punktestapel</translation>
    </message>
    <message>
        <source>%1&apos;s score pile</source>
        <translation>%1 Punktestapel</translation>
    </message>
    <message>
        <source>%1&apos;s achievements</source>
        <translation>%1 Erfolgen</translation>
    </message>
    <message>
        <source>the achievements</source>
        <translation>den Erfolgen</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>der Schachtel</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 bei %1</translation>
    </message>
    <message>
        <source>%1 shares: %2 ≥ %3</source>
        <translation>%1 teilt: %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; %3</source>
        <translation>%1 muss der Forderung folgen: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 is a partner and is spared the demand: %2 &amp;lt; %3</source>
        <translation>%1 ist Partner und bleibt von der Forderung verschont: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 does not share: %2 &amp;lt; %3</source>
        <translation>%1 teilt nicht: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 goes first: their opening card comes first in alphabetical order.</source>
        <translation>%1 beginnt: die eigene Startkarte steht im Alphabet vorne.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 — %2 (%n action(s))</source>
        <translation>
            <numerusform>Zug %1 — %2 (%n Aktion)</numerusform>
            <numerusform>Zug %1 — %2 (%n Aktionen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 activates the dogma of %2.</source>
        <translation>%1 aktiviert das Dogma von %2.</translation>
    </message>
    <message>
        <source>%1 draws and reveals %2.</source>
        <translation>%1 zieht %2 und deckt sie auf.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 melds %2.</source>
        <translation>%1 spielt %2 aus.</translation>
    </message>
    <message>
        <source>%1 melds %2 from %3.</source>
        <translation>%1 spielt %2 aus %3 aus.</translation>
    </message>
    <message>
        <source>%1 tucks %2.</source>
        <translation>%1 legt %2 unter.</translation>
    </message>
    <message>
        <source>%1 tucks %2 from %3.</source>
        <translation>%1 legt %2 aus %3 unter.</translation>
    </message>
    <message>
        <source>%1 scores %2 from %3.</source>
        <translation>%1 wertet %2 aus %3.</translation>
    </message>
    <message>
        <source>%1 goes back to the bottom of its deck.</source>
        <translation>%1 kommt zurück unter den Stapel.</translation>
    </message>
    <message>
        <source>%1 is returned from %2.</source>
        <translation>%1 wird aus %2 zurückgelegt.</translation>
    </message>
    <message>
        <source>%1 returns %2 from %3.</source>
        <translation>%1 legt %2 aus %3 zurück.</translation>
    </message>
    <message>
        <source>%1 achieves %2 from %3.</source>
        <translation>%1 erringt %2 aus %3.</translation>
    </message>
    <message>
        <source>%1 is removed from the game (from %2).</source>
        <translation>%1 wird aus dem Spiel entfernt (aus %2).</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 deckt %2 auf.</translation>
    </message>
    <message>
        <source>%1 reveals their hand.</source>
        <translation>%1 deckt die eigene Hand auf.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 cards are no longer splayed.</source>
        <translation>Die %2 Karten von %1 sind nicht mehr aufgefächert.</translation>
    </message>
    <message>
        <source>%1 splays their %2 cards %3.</source>
        <translation>%1 fächert die %2 Karten nach %3 auf.</translation>
    </message>
    <message>
        <source>Featured icon %1: %2 has %3.</source>
        <translation>Leitsymbol %1: %2 hat %3.</translation>
    </message>
    <message>
        <source>%1 takes a free draw, because an opponent shared and changed something.</source>
        <translation>%1 zieht eine Karte gratis, weil ein Gegner geteilt und dabei etwas verändert hat.</translation>
    </message>
    <message>
        <source>The dogma action of %1 is complete.</source>
        <translation>Die Dogma-Aktion von %1 ist beendet.</translation>
    </message>
    <message>
        <source>%1 claims %2! (%3)</source>
        <translation>%1 erringt %2! (%3)</translation>
    </message>
    <message>
        <source>%1 achieves the age %2 achievement.</source>
        <translation>%1 erringt den Erfolg des Zeitalters %2.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
    <message>
        <source>Winner(s): %1</source>
        <translation>Sieg: %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Featured icon: %1. You have %2.</source>
        <translation>Leitsymbol: %1. Du hast %2.</translation>
    </message>
    <message>
        <source>%1 will share: %2 ≥ your %3.</source>
        <translation>%1 teilt: %2 ≥ deine %3.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; your %3.</source>
        <translation>%1 muss der Forderung folgen: %2 &amp;lt; deine %3.</translation>
    </message>
    <message>
        <source>Only you will execute the effects.</source>
        <translation>Nur du führst die Effekte aus.</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <source>tuck</source>
        <translation>Unterlegen</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Werten</translation>
    </message>
    <message>
        <source>return</source>
        <translation>Zurücklegen</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>Übertragen</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>splay</source>
        <translation>Auffächern</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>put in order</source>
        <translation>Ordnen</translation>
    </message>
    <message>
        <source>execute</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>achieve</source>
        <translation>Erringen</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>Wählen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n card(s)</source>
        <translation>
            <numerusform>bis zu %n Karte</numerusform>
            <numerusform>bis zu %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 cards</source>
        <translation>%1 bis %2 Karten</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.</source>
        <translation>
            <numerusform>Du bist am Zug: wähle eine Aktion (noch %n). Ziehen, eine Handkarte ausspielen, eine oberste Karte aktivieren oder einen Erfolg erringen.</numerusform>
            <numerusform>Du bist am Zug: wähle eine Aktion (noch %n). Ziehen, eine Handkarte ausspielen, eine oberste Karte aktivieren oder einen Erfolg erringen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the card to meld to start the game; the other stays in your hand.</source>
        <translation>Wähle die Karte, die du zu Spielbeginn ausspielst; die andere bleibt auf deiner Hand.</translation>
    </message>
    <message>
        <source>choose %1 to %2.</source>
        <translation>wähle %1 zum %2.</translation>
    </message>
    <message>
        <source>you may choose a color to %1.</source>
        <translation>du darfst eine Farbe zum %1 wählen.</translation>
    </message>
    <message>
        <source>choose a color to %1.</source>
        <translation>wähle eine Farbe zum %1.</translation>
    </message>
    <message>
        <source>do you want to %1?</source>
        <translation>%1? Ja oder nein.</translation>
    </message>
    <message>
        <source>choose a value.</source>
        <translation>wähle einen Wert.</translation>
    </message>
    <message>
        <source>choose a player.</source>
        <translation>wähle einen Spieler.</translation>
    </message>
    <message>
        <source>choose one of the two possibilities.</source>
        <translation>wähle eine der beiden Möglichkeiten.</translation>
    </message>
    <message>
        <source>put the cards in order, top card first.</source>
        <translation>ordne die Karten, die oberste zuerst.</translation>
    </message>
    <message>
        <source>Draw a %1</source>
        <translation>Eine %1 ziehen</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>%1 ausspielen</translation>
    </message>
    <message>
        <source>Dogma %1</source>
        <translation>Dogma %1</translation>
    </message>
    <message>
        <source>Achieve %1</source>
        <translation>Erfolg %1 erringen</translation>
    </message>
    <message>
        <source>A %1 from %2&apos;s score pile</source>
        <translation>Eine %1 aus dem Punktestapel von %2</translation>
    </message>
    <message>
        <source>A %1 from %2&apos;s hand</source>
        <translation>Eine %1 aus der Hand von %2</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>The first possibility</source>
        <translation>Die erste Möglichkeit</translation>
    </message>
    <message>
        <source>The second possibility</source>
        <translation>Die zweite Möglichkeit</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Enough achievements were claimed to win.</source>
        <translation>Es wurden genug Erfolge für den Sieg errungen.</translation>
    </message>
    <message>
        <source>Someone had to draw above age 10: the highest score wins, ties broken by achievements.</source>
        <translation>Jemand musste über Zeitalter 10 hinaus ziehen: die meisten Punkte gewinnen, bei Gleichstand entscheiden die Erfolge.</translation>
    </message>
    <message>
        <source>The effect of %1 decided the game.</source>
        <translation>Der Effekt von %1 hat das Spiel entschieden.</translation>
    </message>
    <message>
        <source>you may choose %1 to %2.</source>
        <translation>du darfst %1 zum %2 wählen.</translation>
    </message>
    <message>
        <source>%1 claims %2 by the effect of %3!</source>
        <translation>%1 erringt %2 durch den Effekt von %3!</translation>
    </message>
    <message>
        <source>%1 does not share: %2 &amp;lt; your %3.</source>
        <translation>%1 teilt nicht: %2 &amp;lt; deine %3.</translation>
    </message>
    <message>
        <source>%1&apos;s demand (%2): </source>
        <translation>Forderung von %1 (%2): </translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Repute</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Glorie</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Meld a City with a left arrow onto its color&apos;s pile while that pile is already splayed left.</source>
        <translation>Spiele eine Stadt mit Pfeil nach links auf den Stapel ihrer Farbe aus, während er schon nach links aufgefächert ist.</translation>
    </message>
    <message>
        <source>Meld a City with a right arrow onto its color&apos;s pile while that pile is already splayed right.</source>
        <translation>Spiele eine Stadt mit Pfeil nach rechts auf den Stapel ihrer Farbe aus, während er schon nach rechts aufgefächert ist.</translation>
    </message>
    <message>
        <source>Meld a City with an up arrow onto its color&apos;s pile while that pile is already splayed up.</source>
        <translation>Spiele eine Stadt mit Pfeil nach oben auf den Stapel ihrer Farbe aus, während er schon nach oben aufgefächert ist.</translation>
    </message>
    <message>
        <source>Tuck a City that has a flag.</source>
        <translation>Lege eine Stadt mit Flagge unter.</translation>
    </message>
    <message>
        <source>Tuck a City that has a fountain.</source>
        <translation>Lege eine Stadt mit Brunnen unter.</translation>
    </message>
    <message>
        <source>a City of age %1</source>
        <translation>eine Stadt des Zeitalters %1</translation>
    </message>
    <message>
        <source>the City</source>
        <translation>die Stadt</translation>
    </message>
    <message>
        <source>City draw: the Meld action added a new color to the board</source>
        <translation>Stadt gezogen: Die Aktion Ausspielen brachte eine neue Farbe in die Auslage</translation>
    </message>
    <message>
        <source>City draw: a pile was splayed in a new direction</source>
        <translation>Stadt gezogen: Ein Stapel wurde in eine neue Richtung aufgefächert</translation>
    </message>
    <message>
        <source>the plus icon of %1: draw a card of value one higher</source>
        <translation>das Plus-Symbol von %1: eine Karte mit um eins höherem Wert ziehen</translation>
    </message>
    <message>
        <source>the arrow icon of %1</source>
        <translation>das Pfeil-Symbol von %1</translation>
    </message>
    <message>
        <source>the search icon of %1</source>
        <translation>das Such-Symbol von %1</translation>
    </message>
    <message>
        <source>the payment for the Endorse action</source>
        <translation>die Bezahlung der Aktion Unterstützen</translation>
    </message>
    <message>
        <source>%1 endorses %2: demands are issued twice, and they execute their own effects twice.</source>
        <translation>%1 unterstützt %2: Forderungen werden zweimal gestellt, und die eigenen Effekte werden zweimal ausgeführt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Endorse&lt;/b&gt;: first tuck a card from your hand, of value up to your City&apos;s, to pay.</source>
        <translation>&lt;b&gt;Unterstützen&lt;/b&gt;: Lege zuerst zur Bezahlung eine Handkarte mit einem Wert bis zu dem deiner Stadt unter.</translation>
    </message>
    <message>
        <source>Each demand is issued &lt;b&gt;twice&lt;/b&gt; to every player who must obey.</source>
        <translation>Jede Forderung wird jedem, der gehorchen muss, &lt;b&gt;zweimal&lt;/b&gt; gestellt.</translation>
    </message>
    <message>
        <source>You execute each of your non-demand effects &lt;b&gt;twice&lt;/b&gt;; players who share execute them once.</source>
        <translation>Du führst jeden deiner Effekte ohne Forderung &lt;b&gt;zweimal&lt;/b&gt; aus; wer teilt, führt sie einmal aus.</translation>
    </message>
    <message numerus="yes">
        <source>Score pile: %n point(s).</source>
        <translation>
            <numerusform>Punktestapel: %n Punkt.</numerusform>
            <numerusform>Punktestapel: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus %1 on %2: adds %1 (the highest bonus counts its value).</source>
        <translation>Bonus %1 auf %2: bringt %1 (der höchste Bonus zählt seinen Wert).</translation>
    </message>
    <message>
        <source>Bonus %1 on %2: adds 1 (every bonus but the highest counts 1).</source>
        <translation>Bonus %1 auf %2: bringt 1 (jeder Bonus außer dem höchsten zählt 1).</translation>
    </message>
    <message>
        <source>No bonus is visible.</source>
        <translation>Kein Bonus ist sichtbar.</translation>
    </message>
    <message>
        <source>Score: %1 points.</source>
        <translation>Punkte: %1.</translation>
    </message>
    <message>
        <source>Achievements held: %1.</source>
        <translation>Errungene Erfolge: %1.</translation>
    </message>
    <message>
        <source>Fountain on %1: counts (a visible fountain always does).</source>
        <translation>Brunnen auf %1: zählt (ein sichtbarer Brunnen zählt immer).</translation>
    </message>
    <message>
        <source>Flag (%1) on %2: counts — no opponent shows more %1 cards (%3 shown here).</source>
        <translation>Flagge (%1) auf %2: zählt — kein Gegner zeigt mehr Karten in %1 (hier %3).</translation>
    </message>
    <message>
        <source>Flag (%1) on %2: does not count — %3 shows %4 %1 cards, more than the %5 here.</source>
        <translation>Flagge (%1) auf %2: zählt nicht — %3 zeigt %4 Karten in %1, mehr als die %5 hier.</translation>
    </message>
    <message>
        <source>Total: %1 of the %2 needed to win.</source>
        <translation>Gesamt: %1 der %2 zum Sieg nötigen.</translation>
    </message>
    <message>
        <source>the plus icon (draw a %1)</source>
        <translation>das Plus-Symbol (eine %1 ziehen)</translation>
    </message>
    <message>
        <source>the arrow (splay %1 %2)</source>
        <translation>der Pfeil (%1 nach %2 auffächern)</translation>
    </message>
    <message>
        <source>the search icon (%1)</source>
        <translation>das Such-Symbol (%1)</translation>
    </message>
    <message>
        <source>Endorse %1: choose the top City that endorses it (it must show the featured icon).</source>
        <translation>%1 unterstützen: Wähle die oberste Stadt, die unterstützt (sie muss das Leitsymbol zeigen).</translation>
    </message>
    <message>
        <source>Endorse %1: choose the card from your hand to tuck as payment (value up to the City&apos;s).</source>
        <translation>%1 unterstützen: Wähle die Handkarte, die du zur Bezahlung unterlegst (Wert bis zu dem der Stadt).</translation>
    </message>
    <message>
        <source>%1: which icon acts first?</source>
        <translation>%1: Welches Symbol wirkt zuerst?</translation>
    </message>
    <message>
        <source>Endorse %1</source>
        <translation>%1 unterstützen</translation>
    </message>
    <message>
        <source>First %1, then %2</source>
        <translation>Zuerst %1, dann %2</translation>
    </message>
    <message>
        <source>twice %1</source>
        <translation>das Doppelte von %1</translation>
    </message>
    <message>
        <source>%1 may pay a card to share: %2 ≥ %3</source>
        <translation>%1 darf eine Karte zahlen, um zu teilen: %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand unless they pay a card: %2 &amp;lt; %3</source>
        <translation>%1 muss der Forderung folgen, außer bei Zahlung einer Karte: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand: twice %2 &amp;lt; %3</source>
        <translation>%1 muss der Forderung folgen: das Doppelte von %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 parleys %2&apos;s %3.</source>
        <translation>%1 verhandelt um %3 von %2.</translation>
    </message>
    <message>
        <source>%1 pays %2 to parley.</source>
        <translation>%1 zahlt %2, um zu verhandeln.</translation>
    </message>
    <message>
        <source>%1 pays %2 to share.</source>
        <translation>%1 zahlt %2, um zu teilen.</translation>
    </message>
    <message>
        <source>%1 pays %2 to escape the demand.</source>
        <translation>%1 zahlt %2, um der Forderung zu entgehen.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>Parley %1&apos;s %2: costs one card from your hand (returned).</source>
        <translation>Verhandeln um %2 von %1: kostet eine Karte aus deiner Hand (wird zurückgelegt).</translation>
    </message>
    <message>
        <source>Your icons count: you have %1.</source>
        <translation>Deine Symbole zählen: du hast %1.</translation>
    </message>
    <message>
        <source>%1 is treated as a distant player.</source>
        <translation>%1 gilt als entfernter Spieler.</translation>
    </message>
    <message>
        <source>(distant)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <source>(neighbour)</source>
        <translation>(Nachbar)</translation>
    </message>
    <message>
        <source>%1 cannot share: no card in hand (%2 ≥ your %3).</source>
        <translation>%1 kann nicht teilen: keine Karte auf der Hand (%2 ≥ deine %3).</translation>
    </message>
    <message>
        <source>%1 may pay a card to share (asked at the first shared effect): %2 ≥ your %3.</source>
        <translation>%1 darf eine Karte zahlen, um zu teilen (gefragt beim ersten geteilten Effekt): %2 ≥ deine %3.</translation>
    </message>
    <message>
        <source>%1 will share: needs %2, has %3.</source>
        <translation>%1 teilt: braucht %2, hat %3.</translation>
    </message>
    <message>
        <source>%1 must obey the demand (%2 &amp;lt; your %3), but may pay a card to escape it.</source>
        <translation>%1 muss der Forderung folgen (%2 &amp;lt; deine %3), darf ihr aber mit einer Karte entgehen.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; your %3, and no card in hand to escape it.</source>
        <translation>%1 muss der Forderung folgen: %2 &amp;lt; deine %3, und keine Karte auf der Hand, um ihr zu entgehen.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: you have more than twice their %2.</source>
        <translation>%1 muss der Forderung folgen: du hast mehr als das Doppelte von %2.</translation>
    </message>
    <message>
        <source>%1 does not share: needs %2, has %3.</source>
        <translation>%1 teilt nicht: braucht %2, hat %3.</translation>
    </message>
    <message>
        <source>Immune to the demand: you need more than twice their %1.</source>
        <translation>Von der Forderung nicht betroffen: du bräuchtest mehr als das Doppelte von %1.</translation>
    </message>
    <message>
        <source>If an opponent who shares changes anything, you draw a card afterwards (paying for the share is not a change).</source>
        <translation>Ändert ein teilender Gegner etwas, ziehst du danach eine Karte (das Zahlen fürs Teilen ist keine Änderung).</translation>
    </message>
    <message>
        <source>If an opponent who shares changes anything, you draw a card afterwards.</source>
        <translation>Ändert ein teilender Gegner etwas, ziehst du danach eine Karte.</translation>
    </message>
    <message>
        <source>the dogma</source>
        <translation>das Dogma</translation>
    </message>
    <message>
        <source>Return a card to parley %1&apos;s %2.</source>
        <translation>Lege eine Karte zurück, um um %2 von %1 zu verhandeln.</translation>
    </message>
    <message>
        <source>Pay a card to share %1&apos;s %2? The card is returned; without paying you do not share.</source>
        <translation>Eine Karte zahlen, um %2 von %1 zu teilen? Die Karte wird zurückgelegt; ohne Zahlung teilst du nicht.</translation>
    </message>
    <message>
        <source>Pay a card to escape %1&apos;s demand (%2)? The card is returned; without paying you obey.</source>
        <translation>Eine Karte zahlen, um der Forderung von %1 (%2) zu entgehen? Die Karte wird zurückgelegt; ohne Zahlung folgst du ihr.</translation>
    </message>
    <message>
        <source>Parley %1&apos;s %2</source>
        <translation>Verhandeln um %2 von %1</translation>
    </message>
    <message>
        <source>%1 conceded the game.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <source>%1 is safe from the demand: %2 ≥ your %3.</source>
        <translation>%1 ist vor der Forderung sicher: %2 ≥ deine %3.</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Reichtum</translation>
    </message>
    <message>
        <source>Destiny</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>Erbe</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschichte</translation>
    </message>
    <message>
        <source>Supremacy</source>
        <translation>Vorherrschaft</translation>
    </message>
    <message>
        <source>Have at least eight visible bonuses on your board.</source>
        <translation>Habe mindestens acht sichtbare Boni in deiner Auslage.</translation>
    </message>
    <message>
        <source>Have at least seven cards in your forecast.</source>
        <translation>Habe mindestens sieben Karten in deiner Vorschau.</translation>
    </message>
    <message>
        <source>Have at least eight visible hexagons in one color.</source>
        <translation>Habe in einer Farbe mindestens acht sichtbare Sechsecke.</translation>
    </message>
    <message>
        <source>Have at least four visible echo effects in one color.</source>
        <translation>Habe in einer Farbe mindestens vier sichtbare Echo-Effekte.</translation>
    </message>
    <message>
        <source>Have at least three visible icons of one kind in each of four colors.</source>
        <translation>Habe in jeder von vier Farben mindestens drei sichtbare Symbole derselben Art.</translation>
    </message>
    <message>
        <source>Echo:</source>
        <translation>Echo:</translation>
    </message>
    <message>
        <source>promote</source>
        <translation>befördern</translation>
    </message>
    <message>
        <source>foreshadow</source>
        <translation>vormerken</translation>
    </message>
    <message numerus="yes">
        <source>First the echo effects, from the bottom of the pile up: %1.</source>
        <translation>
            <numerusform>Zuerst der Echo-Effekt von %1.</numerusform>
            <numerusform>Zuerst die Echo-Effekte, vom unteren Ende des Stapels aufwärts: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at %2 on top of its deck.</source>
        <translation>%1 sieht sich %2 oben auf dem Stapel an.</translation>
    </message>
    <message>
        <source>%1 looks at %2 in %3.</source>
        <translation>%1 sieht sich %2 in %3 an.</translation>
    </message>
    <message>
        <source>you may choose a deck.</source>
        <translation>du darfst einen Stapel wählen.</translation>
    </message>
    <message>
        <source>choose a deck.</source>
        <translation>wähle einen Stapel.</translation>
    </message>
    <message>
        <source>choose an icon.</source>
        <translation>wähle ein Symbol.</translation>
    </message>
    <message>
        <source>The %1 deck</source>
        <translation>Der Stapel der %1</translation>
    </message>
    <message>
        <source>The %1 deck of %2</source>
        <translation>Der Stapel der %1 von %2</translation>
    </message>
    <message>
        <source>%1 leaves the game (%2).</source>
        <translation>%1 scheidet aus dem Spiel aus (%2).</translation>
    </message>
    <message>
        <source>%1 leaves the game.</source>
        <translation>%1 scheidet aus dem Spiel aus.</translation>
    </message>
    <message>
        <source>Every other player left the game. Winner(s): %1</source>
        <translation>Alle anderen sind ausgeschieden. Sieg: %1</translation>
    </message>
    <message>
        <source>red</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their red cards&apos;</comment>
        <translation>roten</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their yellow cards&apos;</comment>
        <translation>gelben</translation>
    </message>
    <message>
        <source>green</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their green cards&apos;</comment>
        <translation>grünen</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their blue cards&apos;</comment>
        <translation>blauen</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their purple cards&apos;</comment>
        <translation>lila</translation>
    </message>
    <message>
        <source>choose a card type.</source>
        <translation>wähle eine Kartenart.</translation>
    </message>
    <message>
        <source>choose a number.</source>
        <translation>wähle eine Zahl.</translation>
    </message>
    <message>
        <source>The start of your turn: choose what to do with the card on your display.</source>
        <translation>Beginn deines Zuges: Wähle, was mit der Karte deiner Ausstellung geschieht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: </source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: </translation>
    </message>
    <message numerus="yes">
        <source>In the exchange, %1 go(es) from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>
            <numerusform>Beim Tausch wandert %1 aus %2 %3.</numerusform>
            <numerusform>Beim Tausch wandern %1 aus %2 %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 goes from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>%1 wandert von %2 %3.</translation>
    </message>
    <message>
        <source>%1 is exchanged from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>%1 wird getauscht und wandert von %2 %3.</translation>
    </message>
    <message>
        <source>you may choose %1 to transfer %2.</source>
        <comment>%2: where to, with its preposition (to Ada&apos;s score pile)</comment>
        <translation>du darfst %1 wählen, um sie %2 zu übertragen.</translation>
    </message>
    <message>
        <source>choose %1 to transfer %2.</source>
        <comment>%2: where to, with its preposition (to Ada&apos;s score pile)</comment>
        <translation>wähle %1, um sie %2 zu übertragen.</translation>
    </message>
    <message>
        <source>to the deck</source>
        <translation>auf den Stapel</translation>
    </message>
    <message>
        <source>into %1&apos;s hand</source>
        <translation>in %1 Hand</translation>
    </message>
    <message>
        <source>to %1&apos;s board</source>
        <translation>in %1 Auslage</translation>
    </message>
    <message>
        <source>to %1&apos;s score pile</source>
        <translation>auf %1 Punktestapel</translation>
    </message>
    <message>
        <source>to %1&apos;s achievements</source>
        <translation>zu %1 Erfolgen</translation>
    </message>
    <message>
        <source>to the achievements</source>
        <translation>zu den Erfolgen</translation>
    </message>
    <message>
        <source>into the box</source>
        <translation>in die Schachtel</translation>
    </message>
    <message>
        <source>to %1</source>
        <comment>a place of a card set</comment>
        <translation>zu %1</translation>
    </message>
    <message>
        <source>%1 puts %2 from %3 on top of its deck.</source>
        <translation>%1 legt %2 aus %3 oben auf ihren Stapel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Cities of age %2</source>
        <comment>%1: how many, in words (seven)</comment>
        <translation>
            <numerusform>%1 Stadt des Zeitalters %2</numerusform>
            <numerusform>%1 Städte des Zeitalters %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2s</source>
        <comment>%1: how many, in words (seven); %2: their age: seven 2s</comment>
        <translation>
            <numerusform>%1 %2er</numerusform>
            <numerusform>%1 %2er</numerusform>
        </translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>zehn</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>elf</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>zwölf</translation>
    </message>
</context>
<context>
    <name>TutorTips</name>
    <message>
        <source>Your first card</source>
        <translation>Deine erste Karte</translation>
    </message>
    <message>
        <source>Everyone starts with two cards and melds one of them: it goes face up onto your board, where it starts a pile of its color. Whoever melds the card first in alphabetical order plays first. Pick one of the two cards in your hand.</source>
        <translation>Alle beginnen mit zwei Karten und spielen eine davon aus: Sie kommt offen in deine Auslage und beginnt dort einen Stapel ihrer Farbe. Wer die im Alphabet erste Karte ausspielt, beginnt. Wähle eine der zwei Karten auf deiner Hand.</translation>
    </message>
    <message>
        <source>Four actions</source>
        <translation>Vier Aktionen</translation>
    </message>
    <message>
        <source>On your turn you take two actions, one after the other (the very first turn of the game has only one). Each action is one of four: &lt;b&gt;Draw&lt;/b&gt; a card, &lt;b&gt;Meld&lt;/b&gt; a card from your hand onto your board, &lt;b&gt;Dogma&lt;/b&gt;: use the effects of one of your top cards, or &lt;b&gt;Achieve&lt;/b&gt;. Click a card or a deck on the table, or use these buttons.</source>
        <translation>In deinem Zug hast du zwei Aktionen, eine nach der anderen (der allererste Zug des Spiels hat nur eine). Jede Aktion ist eine von vier: eine Karte &lt;b&gt;ziehen&lt;/b&gt;, eine Karte von der Hand in deine Auslage &lt;b&gt;ausspielen&lt;/b&gt;, &lt;b&gt;Dogma&lt;/b&gt;: die Effekte einer deiner obersten Karten nutzen, oder einen &lt;b&gt;Erfolg erringen&lt;/b&gt;. Klicke auf eine Karte oder einen Stapel auf dem Tisch oder nutze diese Knöpfe.</translation>
    </message>
    <message>
        <source>Dogma, icons and sharing</source>
        <translation>Dogma, Symbole und Teilen</translation>
    </message>
    <message>
        <source>A Dogma carries out the effects of one of your top cards. Each card has a featured icon, shown beside its effects. Count that icon on your board and on each opponent&apos;s: an opponent with at least as many shares the effects (not the demands) and does them first; if that changed anything, you get a free draw. The box with each player&apos;s name counts their icons.</source>
        <translation>Ein Dogma führt die Effekte einer deiner obersten Karten aus. Jede Karte hat ein Leitsymbol, neben ihren Effekten abgebildet. Zähle dieses Symbol in deiner Auslage und in der jedes Gegners: Ein Gegner mit mindestens ebenso vielen teilt die Effekte (nicht die Forderungen) und führt sie zuerst aus; hat das etwas bewirkt, ziehst du eine Karte dazu. Das Feld mit dem Namen jedes Spielers zählt seine Symbole.</translation>
    </message>
    <message>
        <source>A demand</source>
        <translation>Eine Forderung</translation>
    </message>
    <message>
        <source>An effect that says &lt;b&gt;I demand&lt;/b&gt; hits every opponent with fewer of the featured icon than the player who uses it. This time it is you: do what it asks. Having as many of that icon on your board keeps you safe from it.</source>
        <translation>Ein Effekt mit &lt;b&gt;Ich fordere dich auf&lt;/b&gt; trifft jeden Gegner, der weniger vom Leitsymbol hat als der Spieler, der ihn nutzt. Diesmal bist du es: Tu, was er verlangt. Hast du ebenso viele dieser Symbole in deiner Auslage, bist du davor sicher.</translation>
    </message>
    <message>
        <source>Splaying</source>
        <translation>Auffächern</translation>
    </message>
    <message>
        <source>A splayed pile fans out so that the cards under the top one show some of their icons: one each when splayed left, two when splayed right, three when splayed up. More icons make your dogmas stronger and keep demands away. Only card effects splay a pile.</source>
        <translation>Ein aufgefächerter Stapel zeigt auch von den Karten unter der obersten einige Symbole: je eines nach links aufgefächert, je zwei nach rechts, je drei nach oben. Mehr Symbole machen deine Dogmen stärker und halten Forderungen fern. Nur Karteneffekte fächern einen Stapel auf.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Werten</translation>
    </message>
    <message>
        <source>A scored card goes face down into the score pile. Your score is the sum of the ages of the cards there. Points are not spent: they let you achieve. If anyone must draw a card above age 10, the game ends and the highest score wins.</source>
        <translation>Eine gewertete Karte kommt verdeckt auf den Punktestapel. Deine Punkte sind die Summe der Zeitalter der Karten dort. Punkte werden nicht ausgegeben: Sie erlauben dir, Erfolge zu erringen. Muss jemand eine Karte über Zeitalter 10 ziehen, endet das Spiel, und die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>Achieving</source>
        <translation>Erfolge erringen</translation>
    </message>
    <message numerus="yes">
        <source>You may achieve an age when your score is at least five times that age and one of your top cards is of that age or higher. It costs an action and no points. The first to hold %n achievement(s) wins the game.</source>
        <translation>
            <numerusform>Du darfst den Erfolg eines Zeitalters erringen, wenn du mindestens fünfmal so viele Punkte hast wie das Zeitalter und eine deiner obersten Karten diesem oder einem höheren Zeitalter angehört. Das kostet eine Aktion und keine Punkte. Wer als Erster %n Erfolg hält, gewinnt das Spiel.</numerusform>
            <numerusform>Du darfst den Erfolg eines Zeitalters erringen, wenn du mindestens fünfmal so viele Punkte hast wie das Zeitalter und eine deiner obersten Karten diesem oder einem höheren Zeitalter angehört. Das kostet eine Aktion und keine Punkte. Wer als Erster %n Erfolge hält, gewinnt das Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Special achievements</source>
        <translation>Sondererfolge</translation>
    </message>
    <message>
        <source>The five special achievements are not bought: whoever first meets one&apos;s condition takes it at once, for example Monument for tucking or scoring six cards in one turn. Point at one to read its condition. They count like any other achievement.</source>
        <translation>Die fünf Sondererfolge kauft man nicht: Wer zuerst die Bedingung eines davon erfüllt, erhält ihn sofort, zum Beispiel Monument, wenn man in einem Zug sechs Karten unterlegt oder wertet. Zeige auf einen, um seine Bedingung zu lesen. Sie zählen wie jeder andere Erfolg.</translation>
    </message>
</context>
<context>
    <name>inno::client::AppSettings</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
</context>
<context>
    <name>inno::client::CatalogueWindow</name>
    <message>
        <source>Card catalogue — Innovation</source>
        <translation>Kartenkatalog — Innovation</translation>
    </message>
    <message>
        <source>All ages</source>
        <translation>Alle Zeitalter</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>All colors</source>
        <translation>Alle Farben</translation>
    </message>
    <message>
        <source>Any icon</source>
        <translation>Jedes Symbol</translation>
    </message>
    <message>
        <source>Search titles, effects and rulings…</source>
        <translation>Titel, Effekte und Regelklärungen durchsuchen…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>A special achievement: claimed at once by whoever meets the condition first (or by the effect of a card). It counts like any other achievement.</source>
        <translation>Ein Sondererfolg: sofort errungen von dem, der die Bedingung zuerst erfüllt (oder durch den Effekt einer Karte). Er zählt wie jeder andere Erfolg.</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>unten Mitte</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>Age %1 · %2 · featured icon %3</source>
        <translation>Zeitalter %1 · %2 · Leitsymbol %3</translation>
    </message>
    <message>
        <source>Dogma effects</source>
        <translation>Dogma-Effekte</translation>
    </message>
    <message>
        <source>Demand:</source>
        <translation>Forderung:</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Regelklärungen</translation>
    </message>
    <message numerus="yes">
        <source> and %n special achievement(s)</source>
        <translation>
            <numerusform> und %n Sondererfolg</numerusform>
            <numerusform> und %n Sondererfolge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: &lt;img src=&quot;icon:%2&quot; width=&quot;16&quot; height=&quot;16&quot;&gt; %3</source>
        <translation>%1: &lt;img src=&quot;icon:%2&quot; width=&quot;16&quot; height=&quot;16&quot;&gt; %3</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
</context>
<context>
    <name>inno::client::ChoiceBox</name>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Choose nothing (Esc)</source>
        <translation>Nichts wählen (Esc)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Confirm your choice (Enter)</source>
        <translation>Auswahl bestätigen (Eingabe)</translation>
    </message>
    <message>
        <source>Drag the cards into order, top card first.</source>
        <translation>Ziehe die Karten in die richtige Reihenfolge, die oberste zuerst.</translation>
    </message>
    <message>
        <source>%1 chosen (%2)</source>
        <translation>%1 gewählt (%2)</translation>
    </message>
    <message>
        <source>choose %1</source>
        <translation>wähle %1</translation>
    </message>
    <message>
        <source>choose %1 to %2</source>
        <translation>wähle %1 bis %2</translation>
    </message>
    <message>
        <source>No, keep my cards</source>
        <translation>Nein, Karten behalten</translation>
    </message>
    <message numerus="yes">
        <source>Meld a card from your hand (%n)</source>
        <translation>
            <numerusform>Eine Karte aus deiner Hand ausspielen (%n)</numerusform>
            <numerusform>Eine Karte aus deiner Hand ausspielen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>choose none or %1</source>
        <translation>wähle keine oder %1</translation>
    </message>
    <message>
        <source>%1, cards of one color</source>
        <translation>%1, Karten einer Farbe</translation>
    </message>
    <message>
        <source>%1, cards of one value</source>
        <translation>%1, Karten eines Werts</translation>
    </message>
    <message>
        <source>%1, cards of different values</source>
        <translation>%1, Karten verschiedener Werte</translation>
    </message>
</context>
<context>
    <name>inno::client::ChoicePanel</name>
    <message>
        <source>Demand:</source>
        <translation>Forderung:</translation>
    </message>
    <message>
        <source>Echo effect:</source>
        <translation>Echo-Effekt:</translation>
    </message>
</context>
<context>
    <name>inno::client::DogmaConfirm</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktivieren</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Activate the dogma of %1?</source>
        <translation>Das Dogma von %1 aktivieren?</translation>
    </message>
    <message>
        <source>Endorse %1?</source>
        <translation>%1 unterstützen?</translation>
    </message>
    <message>
        <source>Endorse</source>
        <translation>Unterstützen</translation>
    </message>
    <message>
        <source>Parley %1&apos;s %2?</source>
        <translation>Um %2 von %1 verhandeln?</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Verhandeln</translation>
    </message>
</context>
<context>
    <name>inno::client::GameController</name>
    <message>
        <source>Nothing is being asked of you now.</source>
        <translation>Gerade wird nichts von dir verlangt.</translation>
    </message>
    <message>
        <source>Your last answer is still on its way.</source>
        <translation>Deine letzte Antwort ist noch unterwegs.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a choice here.</source>
        <translation>„%1“ ist hier keine Wahlmöglichkeit.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n.</source>
        <translation>
            <numerusform>Wähle genau %n.</numerusform>
            <numerusform>Wähle genau %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose between %1 and %2.</source>
        <translation>Wähle zwischen %1 und %2.</translation>
    </message>
    <message>
        <source>You cannot draw now.</source>
        <translation>Du kannst jetzt nicht ziehen.</translation>
    </message>
    <message>
        <source>You cannot meld %1 now.</source>
        <translation>Du kannst %1 jetzt nicht ausspielen.</translation>
    </message>
    <message>
        <source>You cannot activate %1 now.</source>
        <translation>Du kannst %1 jetzt nicht aktivieren.</translation>
    </message>
    <message>
        <source>You cannot achieve %1 now.</source>
        <translation>Du kannst %1 jetzt nicht erringen.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>The table sent a message this program cannot read (%1).</source>
        <translation>Der Tisch hat eine Nachricht geschickt, die dieses Programm nicht lesen kann (%1).</translation>
    </message>
    <message>
        <source>You cannot endorse %1 now.</source>
        <translation>Du kannst %1 jetzt nicht unterstützen.</translation>
    </message>
    <message>
        <source>You cannot parley %1 now.</source>
        <translation>Du kannst jetzt nicht um %1 verhandeln.</translation>
    </message>
    <message>
        <source>You cannot concede now.</source>
        <translation>Du kannst jetzt nicht aufgeben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; conceded; a bot plays their seat.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; hat aufgegeben; ein Bot spielt den Platz weiter.</translation>
    </message>
</context>
<context>
    <name>inno::client::GameOverPanel</name>
    <message>
        <source>Look at the table</source>
        <translation>Den Tisch ansehen</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>Das Spiel dauerte %n Zug.</numerusform>
            <numerusform>Das Spiel dauerte %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Erfolge</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>Die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Partie auswerten</translation>
    </message>
</context>
<context>
    <name>inno::client::GameScreen</name>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Sending your answer…</source>
        <translation>Deine Antwort wird gesendet…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Warten…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opening&lt;/b&gt;: everyone melds one of their two cards.</source>
        <translation>&lt;b&gt;Eröffnung&lt;/b&gt;: alle spielen eine ihrer zwei Karten aus.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1&lt;/b&gt; · %2 to play · %n action(s) left</source>
        <translation>
            <numerusform>&lt;b&gt;Zug %1&lt;/b&gt; · %2 ist am Zug · noch %n Aktion</numerusform>
            <numerusform>&lt;b&gt;Zug %1&lt;/b&gt; · %2 ist am Zug · noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>To win: %1 achievements</source>
        <translation>Zum Sieg: %1 Erfolge</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Game over&lt;/b&gt; after %n turn(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Spielende&lt;/b&gt; nach %n Zug.</numerusform>
            <numerusform>&lt;b&gt;Spielende&lt;/b&gt; nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Concede the game? It ends now and the other players win. This cannot be undone.</source>
        <translation>Das Spiel aufgeben? Es endet sofort und die anderen gewinnen. Das lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Concede the game? You leave it and a bot plays your seat to the end; you may watch. This cannot be undone.</source>
        <translation>Das Spiel aufgeben? Du verlässt es, und ein Bot spielt deinen Platz bis zum Ende; du darfst zusehen. Das lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>%1&apos;s turn…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <source>Skip ahead</source>
        <translation>Vorspulen</translation>
    </message>
    <message>
        <source>Show the other players&apos; moves at once, up to your next decision (they stay in the log).</source>
        <translation>Die Züge der anderen sofort zeigen, bis zu deiner nächsten Entscheidung (sie bleiben im Protokoll).</translation>
    </message>
    <message>
        <source>The deck is no answer to this question. To look into it: right-click it ▸ Browse this pile, or press B over it.</source>
        <translation>Der Stapel ist keine Antwort auf diese Frage. Um ihn durchzusehen: Rechtsklick darauf ▸ Diesen Stapel durchsehen, oder B darüber drücken.</translation>
    </message>
    <message>
        <source>You draw a %1 now (the age of your highest top card, or the next deck with cards): click the glowing deck or Draw. To look into this deck: right-click it ▸ Browse this pile, or press B over it.</source>
        <translation>Du ziehst jetzt eine %1 (das Zeitalter deiner höchsten obersten Karte oder der nächste Stapel mit Karten): klicke auf den leuchtenden Stapel oder auf Ziehen. Um diesen Stapel durchzusehen: Rechtsklick darauf ▸ Diesen Stapel durchsehen, oder B darüber drücken.</translation>
    </message>
</context>
<context>
    <name>inno::client::HandoverCover</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 — zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>inno::client::HintPanel</name>
    <message>
        <source>What would the Expert do?</source>
        <translation>Was würde der Experte tun?</translation>
    </message>
    <message>
        <source>The Expert sees only what you see: your own cards, the open table and the cards you have seen move.</source>
        <translation>Der Experte sieht nur, was du siehst: deine eigenen Karten, den offenen Tisch und die Karten, die du hast wandern sehen.</translation>
    </message>
    <message>
        <source>Stop thinking</source>
        <translation>Nachdenken abbrechen</translation>
    </message>
    <message>
        <source>The Expert stopped thinking.</source>
        <translation>Der Experte hat aufgehört nachzudenken.</translation>
    </message>
    <message>
        <source>The Expert is thinking about your choice…</source>
        <translation>Der Experte denkt über deine Wahl nach …</translation>
    </message>
    <message>
        <source>The Expert has no advice here.</source>
        <translation>Der Experte hat hier keinen Rat.</translation>
    </message>
    <message>
        <source>The Expert would choose, best first:</source>
        <translation>Der Experte würde wählen, das Beste zuerst:</translation>
    </message>
    <message>
        <source>win chance not estimated</source>
        <translation>Gewinnchance nicht geschätzt</translation>
    </message>
    <message>
        <source>%1% chance to win</source>
        <translation>%1 % Gewinnchance</translation>
    </message>
    <message>
        <source>it wins the game</source>
        <translation>damit gewinnst du das Spiel</translation>
    </message>
    <message numerus="yes">
        <source>it claims %n achievement(s)</source>
        <translation>
            <numerusform>du erringst %n Erfolg</numerusform>
            <numerusform>du erringst %n Erfolge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it scores %n point(s)</source>
        <translation>
            <numerusform>du wertest %n Punkt</numerusform>
            <numerusform>du wertest %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your opponents lose %n card(s)</source>
        <translation>
            <numerusform>deine Gegner verlieren %n Karte</numerusform>
            <numerusform>deine Gegner verlieren %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fewer demand(s) can reach you</source>
        <translation>
            <numerusform>%n Forderung weniger kann dich treffen</numerusform>
            <numerusform>%n Forderungen weniger können dich treffen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more icon(s) on your board</source>
        <translation>
            <numerusform>%n Symbol mehr in deiner Auslage</numerusform>
            <numerusform>%n Symbole mehr in deiner Auslage</numerusform>
        </translation>
    </message>
    <message>
        <source>it splays a pile further</source>
        <translation>du fächerst eine Farbe weiter auf</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) in your hand</source>
        <translation>
            <numerusform>%n Karte mehr auf deiner Hand</numerusform>
            <numerusform>%n Karten mehr auf deiner Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>the best position overall</source>
        <translation>insgesamt die beste Lage</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Nichts wählen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>what it does: %1 %2</source>
        <translation>was es bewirkt: %2 %1</translation>
    </message>
    <message>
        <source>The Expert puts first the choice it tried most. One it tried less often can show a higher chance, from fewer games played out.</source>
        <translation>Der Experte nennt zuerst die Wahl, die er am häufigsten durchgespielt hat. Eine seltener durchgespielte Wahl kann eine höhere Chance zeigen, aus weniger Partien geschätzt.</translation>
    </message>
    <message>
        <source>%1 (in any order)</source>
        <translation>%1 (in beliebiger Reihenfolge)</translation>
    </message>
    <message>
        <source>%1, or %2: the same result</source>
        <translation>%1, oder %2: dasselbe Ergebnis</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>(The order decides which card lies deeper in the %1 pile.)</source>
        <translation>(Die Reihenfolge entscheidet, welche Karte tiefer im Stapel der %1 liegt.)</translation>
    </message>
    <message>
        <source>(The order changes the order of the cards in %1.)</source>
        <translation>(Die Reihenfolge bestimmt die Reihenfolge der Karten in %1.)</translation>
    </message>
</context>
<context>
    <name>inno::client::HostLanDialog</name>
    <message>
        <source>Host LAN game</source>
        <translation>LAN-Spiel eröffnen</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Tisch von %1</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Name des Tisches</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Friends on the same network find your table under &lt;b&gt;Join LAN game&lt;/b&gt;. Empty seats can be given to bots before you start.</source>
        <translation>Freunde im selben Netz finden deinen Tisch unter &lt;b&gt;LAN-Spiel beitreten&lt;/b&gt;. Freie Plätze kannst du vor dem Start an Bots vergeben.</translation>
    </message>
    <message>
        <source>Large-game rule</source>
        <translation>Regel für große Runden</translation>
    </message>
    <message>
        <source>Allow hints (&quot;What would the Expert do?&quot;)</source>
        <translation>Tipps erlauben („Was würde der Experte tun?“)</translation>
    </message>
    <message>
        <source>Seated players may ask the Expert about their own choices. The hint is worked out on their own computer from what their seat may see, never from hidden cards.</source>
        <translation>Wer am Tisch sitzt, darf den Experten zu den eigenen Entscheidungen fragen. Der Tipp wird auf dem eigenen Computer aus dem berechnet, was dieser Platz sehen darf, nie aus verdeckten Karten.</translation>
    </message>
    <message>
        <source>a bot takes the seat</source>
        <translation>übernimmt ein Bot den Platz</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>endet die Partie</translation>
    </message>
    <message>
        <source>A bot takes the seat: the game goes on to its end and the player who conceded may watch. The game ends: everyone else wins at once.</source>
        <translation>Ein Bot übernimmt: Die Partie geht bis zum Ende weiter, und wer aufgegeben hat, darf zusehen. Die Partie endet: Alle anderen gewinnen sofort.</translation>
    </message>
    <message>
        <source>When a player concedes</source>
        <translation>Wenn jemand aufgibt,</translation>
    </message>
</context>
<context>
    <name>inno::client::JoinLanDialog</name>
    <message>
        <source>Join LAN game</source>
        <translation>LAN-Spiel beitreten</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>falls der Tisch eines hat</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>host:port, e.g. 192.168.1.20:%1</source>
        <translation>Host:Port, z. B. 192.168.1.20:%1</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>No game found on the network. Type the host&apos;s address below.</source>
        <translation>Kein Spiel im Netz gefunden. Gib unten die Adresse des Gastgebers ein.</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) found.</source>
        <translation>
            <numerusform>%n Server gefunden.</numerusform>
            <numerusform>%n Server gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for games on the network…</source>
        <translation>Suche nach Spielen im Netz…</translation>
    </message>
    <message>
        <source>%1 of %2 free</source>
        <translation>%1 von %2 frei</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>wartet auf Spieler</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>over</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>(no table yet)</source>
        <translation>(noch kein Tisch)</translation>
    </message>
    <message>
        <source>Asking %1:%2…</source>
        <translation>Frage %1:%2 an…</translation>
    </message>
    <message>
        <source>%1:%2 cannot be reached: %3</source>
        <translation>%1:%2 ist nicht erreichbar: %3</translation>
    </message>
    <message>
        <source>%1:%2 answered.</source>
        <translation>%1:%2 hat geantwortet.</translation>
    </message>
    <message>
        <source>Back to &quot;%1&quot; at %2:%3</source>
        <translation>Zurück zu „%1“ auf %2:%3</translation>
    </message>
    <message>
        <source>parley</source>
        <translation>Verhandeln</translation>
    </message>
    <message>
        <source>distant players</source>
        <translation>entfernte Spieler</translation>
    </message>
</context>
<context>
    <name>inno::client::LanSession</name>
    <message>
        <source>Let a bot play for them</source>
        <translation>Einen Bot für sie spielen lassen</translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation>Spiel von %1</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbindung verloren — verbinde neu…</translation>
    </message>
    <message numerus="yes">
        <source>%1 away — the game waits for them</source>
        <translation>
            <numerusform>%1 ist weg — das Spiel wartet</numerusform>
            <numerusform>%1 sind weg — das Spiel wartet</numerusform>
        </translation>
    </message>
    <message>
        <source>A bot plays for %1 until they are back</source>
        <translation>Ein Bot spielt für %1, bis sie zurück sind</translation>
    </message>
</context>
<context>
    <name>inno::client::LargeGameSelector</name>
    <message>
        <source>None (four players at most)</source>
        <translation>Keine (höchstens vier Spieler)</translation>
    </message>
    <message>
        <source>Parley: pay a card to share with or escape a distant player</source>
        <translation>Verhandeln: mit einer Karte bei einem entfernten Spieler teilen oder ihm entgehen</translation>
    </message>
    <message>
        <source>Distant players: they share or obey only at twice the icons</source>
        <translation>Entfernte Spieler: sie teilen oder folgen erst bei doppelt so vielen Symbolen</translation>
    </message>
    <message>
        <source>Team games ignore the large-game rule.</source>
        <translation>Teamspiele beachten die Regel für große Runden nicht.</translation>
    </message>
    <message>
        <source>For games of four or five players.</source>
        <translation>Für Spiele mit vier oder fünf Spielern.</translation>
    </message>
    <message>
        <source>Five players need the parley or the distant-player rule.</source>
        <translation>Fünf Spieler brauchen die Verhandeln- oder die Entfernte-Spieler-Regel.</translation>
    </message>
    <message>
        <source>Optional with four players: the player across the table is distant.</source>
        <translation>Bei vier Spielern freiwillig: der Spieler gegenüber ist entfernt.</translation>
    </message>
</context>
<context>
    <name>inno::client::LobbyDialog</name>
    <message>
        <source>LAN table</source>
        <translation>LAN-Tisch</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Open seats are played by bots:</source>
        <translation>Freie Plätze spielen Bots:</translation>
    </message>
    <message>
        <source>Your table is open. Friends on this network find it under &lt;b&gt;Join LAN game&lt;/b&gt;, or connect to &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Dein Tisch ist eröffnet. Freunde in diesem Netz finden ihn unter &lt;b&gt;LAN-Spiel beitreten&lt;/b&gt; oder verbinden sich mit &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Warte, bis der Gastgeber das Spiel startet…</translation>
    </message>
    <message>
        <source>Seat %1: open</source>
        <translation>Platz %1: frei</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source> (bot, %1)</source>
        <translation> (Bot, %1)</translation>
    </message>
    <message>
        <source> — you</source>
        <translation> — du</translation>
    </message>
    <message>
        <source> — host</source>
        <translation> — Gastgeber</translation>
    </message>
    <message>
        <source> — away</source>
        <translation> — weg</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Large-game rule: %1</source>
        <translation>Regel für große Runden: %1</translation>
    </message>
    <message>
        <source>parley</source>
        <translation>Verhandeln</translation>
    </message>
    <message>
        <source>distant players</source>
        <translation>entfernte Spieler</translation>
    </message>
    <message>
        <source>Expansions: %1</source>
        <translation>Erweiterungen: %1</translation>
    </message>
</context>
<context>
    <name>inno::client::MainWindow</name>
    <message>
        <source>Innovation</source>
        <translation>Innovation</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Undo my last decision</source>
        <translation>Meine letzte Entscheidung &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Hauptmenü</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Card &amp;catalogue</source>
        <translation>&amp;Kartenkatalog</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>E&amp;instellungen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Innovation</source>
        <translation>Über &amp;Innovation</translation>
    </message>
    <message>
        <source>About Innovation</source>
        <translation>Über Innovation</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Innovation %1&lt;/h3&gt;&lt;p&gt;A digital table for Carl Chudyk&apos;s card game Innovation (first edition), with bots, hot-seat play and the full card catalogue.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Innovation %1&lt;/h3&gt;&lt;p&gt;Ein digitaler Spieltisch für Carl Chudyks Kartenspiel Innovation (erste Edition), mit Bots, Hot-Seat-Spiel und dem vollständigen Kartenkatalog.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (Bot)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n decision(s) played</source>
        <translation>
            <numerusform>%1 — %n Entscheidung gespielt</numerusform>
            <numerusform>%1 — %n Entscheidungen gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>Das letzte Spiel konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Innovation saves (*.json);;All files (*)</source>
        <translation>Innovation-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This file is not a game this program can continue: %1</source>
        <translation>Diese Datei ist kein Spiel, das dieses Programm fortsetzen kann: %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Innovation saves (*.json)</source>
        <translation>Innovation-Spielstände (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Rules reference — Innovation</source>
        <translation>Regelübersicht — Innovation</translation>
    </message>
    <message>
        <source>Host LAN game</source>
        <translation>LAN-Spiel eröffnen</translation>
    </message>
    <message>
        <source>Join LAN game</source>
        <translation>LAN-Spiel beitreten</translation>
    </message>
    <message>
        <source>Your table &quot;%1&quot; was kept when this program closed. Go on with it?</source>
        <translation>Dein Tisch „%1“ blieb beim Schließen des Programms erhalten. Weiterspielen?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Quit Innovation? The game is saved: Continue on the start screen takes it up where you left it.</source>
        <translation>Innovation beenden? Das Spiel ist gespeichert: „Fortsetzen“ auf dem Startbildschirm macht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <source>What would the &amp;Expert do?</source>
        <translation>Was würde der &amp;Experte tun?</translation>
    </message>
    <message>
        <source>&amp;Concede…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <source>&amp;Replays…</source>
        <translation>&amp;Wiederholungen…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>This file cannot be replayed: %1</source>
        <translation>Diese Datei lässt sich nicht wiedergeben: %1</translation>
    </message>
    <message>
        <source>You conceded</source>
        <translation>Du hast aufgegeben</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>The host of this table did not allow hints.</source>
        <translation>Der Gastgeber dieses Tisches hat Tipps nicht erlaubt.</translation>
    </message>
    <message>
        <source>What would the Expert do?</source>
        <translation>Was würde der Experte tun?</translation>
    </message>
    <message>
        <source>The Expert cannot advise on this position (%1).</source>
        <translation>Der Experte kann zu dieser Stellung nichts raten (%1).</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partieauswertung</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Diese Partie kann nicht ausgewertet werden: %1</translation>
    </message>
    <message>
        <source>A game is in progress. Start another one? Either way the current game is kept in Replays.</source>
        <translation>Ein Spiel läuft gerade. Ein neues beginnen? So oder so wird das laufende Spiel unter „Wiederholungen“ aufbewahrt.</translation>
    </message>
    <message>
        <source>Show the &amp;lessons again</source>
        <translation>&amp;Lektionen wieder zeigen</translation>
    </message>
    <message>
        <source>Learn to play explains the game again, after Stop the lessons</source>
        <translation>Spielen lernen erklärt das Spiel wieder, nach „Lektionen beenden“</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>inno::client::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players, in seat order (clockwise)</source>
        <translation>Spieler in Sitzreihenfolge (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>Ada</source>
        <translation>Ada</translation>
    </message>
    <message>
        <source>Babbage</source>
        <translation>Babbage</translation>
    </message>
    <message>
        <source>Curie</source>
        <translation>Curie</translation>
    </message>
    <message>
        <source>A game needs at least two players</source>
        <translation>Ein Spiel braucht mindestens zwei Spieler</translation>
    </message>
    <message>
        <source>Seat a player here</source>
        <translation>Hier einen Spieler hinsetzen</translation>
    </message>
    <message>
        <source>Person (this screen)</source>
        <translation>Mensch (dieser Bildschirm)</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Team game (four players: seats 1 and 3 against 2 and 4)</source>
        <translation>Teamspiel (vier Spieler: Plätze 1 und 3 gegen 2 und 4)</translation>
    </message>
    <message>
        <source>One extra achievement needed to win</source>
        <translation>Ein zusätzlicher Erfolg zum Sieg nötig</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Seed (the same seed deals the same cards):</source>
        <translation>Startwert (derselbe Startwert teilt dieselben Karten aus):</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Only bots: you will watch the game.</source>
        <translation>Nur Bots: du schaust dem Spiel zu.</translation>
    </message>
    <message>
        <source>You play against the bots. Undo is available.</source>
        <translation>Du spielst gegen die Bots. Zurücknehmen ist möglich.</translation>
    </message>
    <message>
        <source>Hot-seat: %1 people share this screen; hands are hidden between turns.</source>
        <translation>Hot-Seat: %1 Personen teilen sich diesen Bildschirm; die Hände sind zwischen den Zügen verdeckt.</translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation>Dijkstra</translation>
    </message>
    <message>
        <source>Large-game rule:</source>
        <translation>Regel für große Runden:</translation>
    </message>
    <message>
        <source>Achievements needed to win: %1</source>
        <translation>Zum Sieg nötige Erfolge: %1</translation>
    </message>
</context>
<context>
    <name>inno::client::PileBrowser</name>
    <message>
        <source>No cards.</source>
        <translation>Keine Karten.</translation>
    </message>
    <message>
        <source>%1 · top</source>
        <translation>%1 · oben</translation>
    </message>
    <message>
        <source>%1 · age %2</source>
        <translation>%1 · Zeitalter %2</translation>
    </message>
    <message>
        <source> · seen</source>
        <translation> · gesehen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the pile browser (Esc)</source>
        <translation>Stapelansicht schließen (Esc)</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>↑/↓ another pile · Esc closes · your own hidden cards face up, other players&apos; as backs unless you saw them (eye)</source>
        <translation>↑/↓ anderer Stapel · Esc schließt · deine verdeckten Karten offen, die der anderen als Rückseiten, außer du hast sie gesehen (Auge)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::PromptBar</name>
    <message>
        <source>(answer in the panel over the table)</source>
        <translation>(antworte im Feld über dem Tisch)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What would the Expert do? (H)</source>
        <translation>Was würde der Experte tun? (H)</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Das Ergebnis</translation>
    </message>
</context>
<context>
    <name>inno::client::ReplayWindow</name>
    <message>
        <source>Replay — Innovation</source>
        <translation>Wiederholung — Innovation</translation>
    </message>
    <message>
        <source>Double-click a line to go to that point of the game</source>
        <translation>Doppelklick auf eine Zeile springt an diese Stelle der Partie</translation>
    </message>
    <message>
        <source>Double-click a turn to go to its start</source>
        <translation>Doppelklick auf einen Zug springt an seinen Anfang</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Previous turn (Page Up)</source>
        <translation>Voriger Zug (Bild auf)</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Vorige Entscheidung (Links)</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Nächste Entscheidung (Rechts)</translation>
    </message>
    <message>
        <source>Next turn (Page Down)</source>
        <translation>Nächster Zug (Bild ab)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Gesehen von:</translation>
    </message>
    <message>
        <source>Replay: %1 — Innovation</source>
        <translation>Wiederholung: %1 — Innovation</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Turn %1 — %2</source>
        <translation>Zug %1 — %2</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · turn %3</source>
        <translation>Entscheidung %1 von %2 · Zug %3</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Die Karten sind ausgeteilt.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <source>%1 chose: %2</source>
        <translation>%1 wählte: %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>inno::client::ReplaysDialog</name>
    <message>
        <source>Replays</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Gespeicherte Partie ansehen</translation>
    </message>
    <message>
        <source>Innovation saves (*.json);;All files (*)</source>
        <translation>Innovation-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>(conceded)</source>
        <translation>(aufgegeben)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>How the game went: each player&apos;s chance to win, and the decisions that cost most</source>
        <translation>Wie die Partie lief: die Gewinnchance jedes Spielers und die Entscheidungen, die am meisten gekostet haben</translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish or concede is kept here; a saved game can be replayed with &quot;Open a file…&quot;.</source>
        <translation>Noch kein beendetes Spiel. Jedes Spiel, das du beendest oder aufgibst, wird hier aufbewahrt; ein gespeichertes Spiel lässt sich mit „Datei öffnen…“ wiederholen.</translation>
    </message>
    <message>
        <source>(unfinished)</source>
        <translation>(nicht beendet)</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n finished game(s) are kept here, and any unfinished game a new one replaced. Choose one to step through it.</source>
        <translation>
            <numerusform>Deine letzte beendete Partie wird hier aufbewahrt, dazu jedes unbeendete Spiel, das ein neues ersetzt hat. Wähle eine, um sie Schritt für Schritt anzusehen.</numerusform>
            <numerusform>Deine letzten %n beendeten Partien werden hier aufbewahrt, dazu jedes unbeendete Spiel, das ein neues ersetzt hat. Wähle eine, um sie Schritt für Schritt anzusehen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::ReviewChart</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>Where %1&apos;s chance fell most</source>
        <translation>Wo %1 am meisten Gewinnchance verlor</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>Opening · decision %1</source>
        <translation>Eröffnung · Entscheidung %1</translation>
    </message>
    <message>
        <source>Turn %1 · decision %2</source>
        <translation>Zug %1 · Entscheidung %2</translation>
    </message>
    <message>
        <source>after %1&apos;s choice</source>
        <translation>%1 hat gerade gewählt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>inno::client::ReviewWindow</name>
    <message>
        <source>Game review — Innovation</source>
        <translation>Partieauswertung — Innovation</translation>
    </message>
    <message>
        <source>Whose game to review: the Expert uses only what that player could see</source>
        <translation>Wessen Partie ausgewertet wird: Der Experte nutzt nur, was dieser Spieler sehen konnte</translation>
    </message>
    <message>
        <source>Review for:</source>
        <translation>Auswertung für:</translation>
    </message>
    <message numerus="yes">
        <source>Done: the Expert went through %n decision(s).</source>
        <translation>
            <numerusform>Fertig: Der Experte hat %n Entscheidung durchgesehen.</numerusform>
            <numerusform>Fertig: Der Experte hat %n Entscheidungen durchgesehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>Die Auswertung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Auswertung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Game review: %1 — Innovation</source>
        <translation>Partieauswertung: %1 — Innovation</translation>
    </message>
    <message>
        <source>How the game went for %1</source>
        <translation>Wie die Partie für %1 lief</translation>
    </message>
    <message>
        <source>Where %1&apos;s chance fell most</source>
        <translation>Wo %1 am meisten Gewinnchance verlor</translation>
    </message>
    <message>
        <source>The Expert judges every moment from what %1 could see then: the open table, %1&apos;s own cards and the cards %1 had seen move. The graph is its reading of the table; each decision below is searched ahead, so its chances can differ from the graph&apos;s. Click the graph or a decision to see that moment in the replay.</source>
        <translation>Der Experte beurteilt jeden Moment nur nach dem, was %1 damals sehen konnte: was offen auf dem Tisch lag, die eigenen Karten von %1 und die Karten, die %1 hatte wandern sehen. Die Kurve ist seine Einschätzung des Tisches; jede Entscheidung unten rechnet er voraus, daher können ihre Chancen von der Kurve abweichen. Klicke auf die Kurve oder eine Entscheidung, um diesen Moment in der Wiederholung zu sehen.</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>Die Partie wird nachgespielt…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Erneut auswerten</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Auswertung abbrechen</translation>
    </message>
    <message>
        <source>Review this game again</source>
        <translation>Diese Partie erneut auswerten</translation>
    </message>
    <message>
        <source>The Expert is going through %1&apos;s decisions…</source>
        <translation>Der Experte geht die Entscheidungen von %1 durch…</translation>
    </message>
    <message>
        <source>Click to see this moment in the replay</source>
        <translation>Klicken, um diesen Moment in der Wiederholung zu sehen</translation>
    </message>
    <message>
        <source>None of %1&apos;s decisions cost a chance the Expert could measure.</source>
        <translation>Keine Entscheidung von %1 hat messbar Gewinnchance gekostet.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1 — %2 chose: %3 (%4 chance to win afterwards)</source>
        <translation>%1 — %2 wählte: %3 (danach %4 Gewinnchance)</translation>
    </message>
    <message numerus="yes">
        <source>The Expert would have chosen: %1 (%2, %n percentage point(s) more)</source>
        <translation>
            <numerusform>Der Experte hätte gewählt: %1 (%2, %n Prozentpunkt mehr)</numerusform>
            <numerusform>Der Experte hätte gewählt: %1 (%2, %n Prozentpunkte mehr)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 decisions: only those are judged.</source>
        <translation>Nach %1 von %2 Entscheidungen abgebrochen: Nur diese sind bewertet.</translation>
    </message>
    <message>
        <source>The Expert would have chosen: %1 (%2 too, under one percentage point more)</source>
        <translation>Der Experte hätte gewählt: %1 (ebenfalls %2, weniger als ein Prozentpunkt mehr)</translation>
    </message>
</context>
<context>
    <name>inno::client::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Show who shares before activating a dogma</source>
        <translation>Vor dem Aktivieren eines Dogmas zeigen, wer teilt</translation>
    </message>
    <message>
        <source>Ask before replacing a game in progress</source>
        <translation>Nachfragen, bevor ein laufendes Spiel ersetzt wird</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>Card size (your own area):</source>
        <translation>Kartengröße (eigener Bereich):</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Rückfragen:</translation>
    </message>
    <message>
        <source>In the interface language</source>
        <translation>In der Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>In English</source>
        <translation>Auf Englisch</translation>
    </message>
    <message>
        <source>The language changes the next time you start Innovation; the card texts on the table too.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Innovation, ebenso die Kartentexte auf dem Tisch.</translation>
    </message>
    <message>
        <source>Card texts and rulings:</source>
        <translation>Kartentexte und Regelklärungen:</translation>
    </message>
    <message>
        <source>Flash the taskbar when it is my turn</source>
        <translation>Die Taskleiste blinken lassen, wenn ich am Zug bin</translation>
    </message>
    <message>
        <source>Beep when it is my turn</source>
        <translation>Einen Ton ausgeben, wenn ich am Zug bin</translation>
    </message>
    <message>
        <source>In the background:</source>
        <translation>Im Hintergrund:</translation>
    </message>
    <message>
        <source>Sum up the other players&apos; moves since mine and outline the piles they changed</source>
        <translation>Die Züge der anderen seit meinem letzten zusammenfassen und die Stapel umranden, die sie verändert haben</translation>
    </message>
    <message>
        <source>On my turn:</source>
        <translation>Wenn ich dran bin:</translation>
    </message>
</context>
<context>
    <name>inno::client::ShortcutsWindow</name>
    <message>
        <source>Draw (when drawing is an action you may take)</source>
        <translation>Ziehen (wenn Ziehen eine mögliche Aktion ist)</translation>
    </message>
    <message>
        <source>Pick the choice with that number in the question bar (0 is the tenth)</source>
        <translation>Die Wahl mit dieser Nummer in der Frageleiste treffen (0 ist die zehnte)</translation>
    </message>
    <message>
        <source>Confirm: Done, Activate in the dogma preview, or the focused button</source>
        <translation>Bestätigen: Fertig, Aktivieren in der Dogma-Vorschau oder der Knopf mit dem Fokus</translation>
    </message>
    <message>
        <source>Close the pile browser or the preview; else clear your picks, or pass when you may</source>
        <translation>Die Stapelansicht oder die Vorschau schließen; sonst deine Auswahl leeren oder passen, wenn du darfst</translation>
    </message>
    <message>
        <source>Move between the buttons</source>
        <translation>Zwischen den Knöpfen wechseln</translation>
    </message>
    <message>
        <source>Browse the pile under the mouse (else your hand)</source>
        <translation>Den Stapel unter der Maus ansehen (sonst deine Hand)</translation>
    </message>
    <message>
        <source>What would the Expert do?</source>
        <translation>Was würde der Experte tun?</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Diese Liste der Tastenkürzel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Save the game as a file</source>
        <translation>Die Partie als Datei speichern</translation>
    </message>
    <message>
        <source>Undo your last decision</source>
        <translation>Deine letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>Card catalogue</source>
        <translation>Kartenkatalog</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>One step back or forward</source>
        <translation>Einen Schritt zurück oder vor</translation>
    </message>
    <message>
        <source>The previous or next turn</source>
        <translation>Der vorige oder nächste Zug</translation>
    </message>
    <message>
        <source>The start or the end of the game</source>
        <translation>Der Anfang oder das Ende der Partie</translation>
    </message>
    <message>
        <source>Keyboard shortcuts — Innovation</source>
        <translation>Tastenkürzel — Innovation</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Anywhere in the window</source>
        <translation>Überall im Fenster</translation>
    </message>
    <message>
        <source>In a replay</source>
        <translation>In einer Wiederholung</translation>
    </message>
</context>
<context>
    <name>inno::client::SincePanel</name>
    <message>
        <source>Since your last move</source>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message>
        <source>Hide this summary (the outlined piles stay outlined until you act).</source>
        <translation>Diese Zusammenfassung ausblenden (die Umrandungen der Stapel bleiben, bis du am Zug handelst).</translation>
    </message>
</context>
<context>
    <name>inno::client::StartScreen</name>
    <message>
        <source>Innovation</source>
        <translation>Innovation</translation>
    </message>
    <message>
        <source>Carl Chudyk&apos;s card game of ideas through the ages — first edition</source>
        <translation>Carl Chudyks Kartenspiel der Ideen durch die Zeitalter — erste Edition</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Host LAN game</source>
        <translation>LAN-Spiel eröffnen</translation>
    </message>
    <message>
        <source>Join LAN game</source>
        <translation>LAN-Spiel beitreten</translation>
    </message>
    <message>
        <source>Card catalogue</source>
        <translation>Kartenkatalog</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>No unfinished game</source>
        <translation>Kein unfertiges Spiel</translation>
    </message>
    <message>
        <source>Open a table on this computer that friends on the network can join</source>
        <translation>Einen Tisch auf diesem Rechner eröffnen, an den sich Freunde im Netz setzen können</translation>
    </message>
    <message>
        <source>Find tables on the network, or connect to an address</source>
        <translation>Tische im Netz finden oder mit einer Adresse verbinden</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Step through a finished game, or any saved game</source>
        <translation>Eine beendete oder gespeicherte Partie Schritt für Schritt ansehen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A first game against a gentle bot, in which the table explains each idea as it comes up</source>
        <translation>Eine erste Partie gegen einen sanften Bot, in der der Tisch jede Idee erklärt, sobald sie vorkommt</translation>
    </message>
</context>
<context>
    <name>inno::client::StoryChart</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>%1, turn %2: %3</source>
        <translation>%1, Zug %2: %3</translation>
    </message>
</context>
<context>
    <name>inno::client::StoryDialog</name>
    <message>
        <source>age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no achievement</source>
        <translation>kein Erfolg</translation>
    </message>
    <message>
        <source>Biggest swing: turn %1, %2&apos;s score %3 by %4 points.</source>
        <translation>Größter Umschwung: Zug %1, die Punkte von %2 %3 um %4.</translation>
    </message>
    <message>
        <source>rose</source>
        <translation>stiegen</translation>
    </message>
    <message>
        <source>fell</source>
        <translation>fielen</translation>
    </message>
    <message numerus="yes">
        <source>%1 had to obey %n demand(s).</source>
        <translation>
            <numerusform>%1 musste %n Forderung befolgen.</numerusform>
            <numerusform>%1 musste %n Forderungen befolgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>Die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Erfolge</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Schlüsselmomente</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Icons on the board</source>
        <translation>Symbole in der Auslage</translation>
    </message>
    <message>
        <source>Turns run left to right.</source>
        <translation>Die Züge laufen von links nach rechts.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Spiel speichern…</translation>
    </message>
</context>
<context>
    <name>inno::client::TableScene</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot · %1</source>
        <translation>Bot · %1</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message numerus="yes">
        <source>▶ %n action(s) left</source>
        <translation>
            <numerusform>▶ noch %n Aktion</numerusform>
            <numerusform>▶ noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>shares</source>
        <translation>teilt</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>Forderung</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>  ◀ splayed left</source>
        <translation>  ◀ nach links aufgefächert</translation>
    </message>
    <message>
        <source>  ▶ splayed right</source>
        <translation>  ▶ nach rechts aufgefächert</translation>
    </message>
    <message>
        <source>  ▲ splayed up</source>
        <translation>  ▲ nach oben aufgefächert</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 deck: %n card(s) left</source>
        <translation>
            <numerusform>Stapel des Zeitalters %1: noch %n Karte</numerusform>
            <numerusform>Stapel des Zeitalters %1: noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement of age %1: needs %2 points and a top card of value %1 or more.</source>
        <translation>Erfolg des Zeitalters %1: braucht %2 Punkte und eine oberste Karte mit dem Wert %1 oder höher.</translation>
    </message>
    <message>
        <source>A %1 in a score pile</source>
        <translation>Eine %1 in einem Punktestapel</translation>
    </message>
    <message>
        <source>A %1 in a hand</source>
        <translation>Eine %1 auf einer Hand</translation>
    </message>
    <message>
        <source>Show %1 in the catalogue</source>
        <translation>%1 im Katalog zeigen</translation>
    </message>
    <message>
        <source>%1 cards of age %2 in a score pile</source>
        <translation>%1 Karten des Zeitalters %2 in einem Punktestapel</translation>
    </message>
    <message>
        <source>%1 cards of age %2 in a hand</source>
        <translation>%1 Karten des Zeitalters %2 auf einer Hand</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 City pile: %n card(s) left</source>
        <translation>
            <numerusform>Stadtstapel des Zeitalters %1: noch %n Karte</numerusform>
            <numerusform>Stadtstapel des Zeitalters %1: noch %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n City card(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Stadt des Zeitalters %1 in einem Punktestapel</numerusform>
            <numerusform>%n Städte des Zeitalters %1 in einem Punktestapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n City card(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Stadt des Zeitalters %1 in einer Hand</numerusform>
            <numerusform>%n Städte des Zeitalters %1 in einer Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Endorse ×2</source>
        <translation>Unterstützen ×2</translation>
    </message>
    <message>
        <source>Endorse %1 (demands twice, your effects twice)…</source>
        <translation>%1 unterstützen (Forderungen zweimal, deine Effekte zweimal) …</translation>
    </message>
    <message>
        <source>distant</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>neighbour</source>
        <translation>Nachbar</translation>
    </message>
    <message>
        <source>pays to share</source>
        <translation>zahlt fürs Teilen</translation>
    </message>
    <message>
        <source>may escape</source>
        <translation>kann entgehen</translation>
    </message>
    <message>
        <source>Browse this pile</source>
        <translation>Diesen Stapel durchsehen</translation>
    </message>
    <message numerus="yes">
        <source>▶ %n left</source>
        <translation>
            <numerusform>▶ noch %n</numerusform>
            <numerusform>▶ noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>left the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>left the game (%1)</source>
        <translation>hat das Spiel verlassen (%1)</translation>
    </message>
</context>
<context>
    <name>inno::client::TutorBalloon</name>
    <message>
        <source>Stop the lessons</source>
        <translation>Lektionen beenden</translation>
    </message>
    <message>
        <source>No more lessons, in this game or later ones</source>
        <translation>Keine Lektionen mehr, weder in dieser noch in späteren Partien</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
</context>
<context>
    <name>inno::net::ConnectionHub</name>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Auf %1 Port %2 kann nicht gelauscht werden: %3</translation>
    </message>
    <message>
        <source>The server is full.</source>
        <translation>Der Server ist voll.</translation>
    </message>
    <message>
        <source>Your address already has %1 connections to this server: close one first.</source>
        <translation>Deine Adresse hat schon %1 Verbindungen zu diesem Server: schließe zuerst eine.</translation>
    </message>
    <message>
        <source>A message may be at most %1 bytes long; it was ignored.</source>
        <translation>Eine Nachricht darf höchstens %1 Bytes lang sein; sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>Too many refused messages: the server closes this connection.</source>
        <translation>Zu viele abgelehnte Nachrichten: der Server schließt diese Verbindung.</translation>
    </message>
    <message>
        <source>Too many requests: slow down. This one was ignored.</source>
        <translation>Zu viele Anfragen: bitte langsamer. Diese wurde ignoriert.</translation>
    </message>
    <message>
        <source>Sequence numbers must increase (the last one was %1).</source>
        <translation>Folgenummern müssen steigen (die letzte war %1).</translation>
    </message>
    <message>
        <source>Say hello first.</source>
        <translation>Zuerst „hello“ senden.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>Die Verbindung war zu lange still.</translation>
    </message>
</context>
<context>
    <name>inno::net::DiscoveryResponder</name>
    <message>
        <source>Cannot listen for discovery on port %1: %2</source>
        <translation>Auf Port %1 kann nicht nach Spielen gesucht werden: %2</translation>
    </message>
</context>
<context>
    <name>inno::net::LanServer</name>
    <message>
        <source>Cannot create the data folder %1.</source>
        <translation>Der Datenordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <translation>Lausche auf %1:%2</translation>
    </message>
    <message>
        <source>The server could not handle that request.</source>
        <translation>Der Server konnte diese Anfrage nicht bearbeiten.</translation>
    </message>
    <message>
        <source>This server speaks protocol %1 and your program speaks %2: use the same version of Innovation.</source>
        <translation>Dieser Server spricht Protokoll %1 und dein Programm %2: verwendet dieselbe Version von Innovation.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n table(s) from %1.</source>
        <translation>
            <numerusform>%n Tisch aus %1 wiederhergestellt.</numerusform>
            <numerusform>%n Tische aus %1 wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restoring: %1</source>
        <translation>Wiederherstellung: %1</translation>
    </message>
    <message>
        <source>The server cannot save to its disk (%1). Nothing is lost yet: the game waits until the server can save again.</source>
        <translation>Der Server kann nicht auf seine Festplatte speichern (%1). Noch ist nichts verloren: das Spiel wartet, bis der Server wieder speichern kann.</translation>
    </message>
    <message>
        <source>The server can save to its disk again; the game goes on.</source>
        <translation>Der Server kann wieder auf seine Festplatte speichern; das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The server cannot save to its disk (%1), so nothing can change now. Your game is kept; try again in a moment.</source>
        <translation>Der Server kann nicht auf seine Festplatte speichern (%1), daher kann sich jetzt nichts ändern. Dein Spiel bleibt erhalten; versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>table %1 of the journal was not imported: the store has a table %1 already</source>
        <translation>Tisch %1 des Journals wurde nicht übernommen: der Tischspeicher hat schon einen Tisch %1</translation>
    </message>
    <message>
        <source>The damaged table store %1 could not be kept aside (%2); nothing was changed.</source>
        <translation>Der beschädigte Tischspeicher %1 konnte nicht beiseitegelegt werden (%2); nichts wurde geändert.</translation>
    </message>
    <message>
        <source>the table store as it was is kept in %1</source>
        <translation>der Tischspeicher, wie er war, liegt in %1</translation>
    </message>
    <message>
        <source>Cannot write the table store %1: %2</source>
        <translation>Der Tischspeicher %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Imported the tables of %1; the journal is kept as %2.</source>
        <translation>Die Tische aus %1 wurden übernommen; das Journal liegt jetzt als %2.</translation>
    </message>
    <message>
        <source>the journal as it was is kept in %1</source>
        <translation>das Journal, wie es war, liegt in %1</translation>
    </message>
    <message>
        <source>%1 about %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>den Server</translation>
    </message>
</context>
<context>
    <name>inno::net::Lobby</name>
    <message>
        <source>You joined this seat from another connection.</source>
        <translation>Du hast diesen Platz über eine andere Verbindung eingenommen.</translation>
    </message>
    <message>
        <source>%1 conceded at table %2.</source>
        <translation>%1 hat an Tisch %2 aufgegeben.</translation>
    </message>
    <message>
        <source>This server already has %1 tables.</source>
        <translation>Dieser Server hat schon %1 Tische.</translation>
    </message>
    <message>
        <source>A table was refused to %1: %2 unfinished tables from that connection, %3 from its address.</source>
        <translation>Ein Tisch wurde %1 verweigert: %2 unbeendete Tische von dieser Verbindung, %3 von ihrer Adresse.</translation>
    </message>
    <message numerus="yes">
        <source>You already have %n unfinished table(s) on this server: finish or leave one first.</source>
        <translation>
            <numerusform>Du hast schon %n nicht beendeten Tisch auf diesem Server: beende oder verlasse zuerst einen.</numerusform>
            <numerusform>Du hast schon %n nicht beendete Tische auf diesem Server: beende oder verlasse zuerst einen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host opened another table.</source>
        <translation>Der Gastgeber hat einen anderen Tisch eröffnet.</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Tisch von %1</translation>
    </message>
    <message>
        <source>%1 opened table %2 (&quot;%3&quot;).</source>
        <translation>%1 hat Tisch %2 eröffnet („%3“).</translation>
    </message>
    <message>
        <source>There is no such table (it may have ended).</source>
        <translation>Diesen Tisch gibt es nicht (vielleicht ist er beendet).</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong passwords from your address: wait %n second(s) before trying again.</source>
        <translation>
            <numerusform>Zu viele falsche Passwörter von deiner Adresse: warte %n Sekunde, bevor du es noch einmal versuchst.</numerusform>
            <numerusform>Zu viele falsche Passwörter von deiner Adresse: warte %n Sekunden, bevor du es noch einmal versuchst.</numerusform>
        </translation>
    </message>
    <message>
        <source>A wrong password for table %1 came from %2.</source>
        <translation>Ein falsches Passwort für Tisch %1 kam von %2.</translation>
    </message>
    <message>
        <source>Wrong password for this table.</source>
        <translation>Falsches Passwort für diesen Tisch.</translation>
    </message>
    <message>
        <source>This game has started: only its players can come back (or watch it as a spectator).</source>
        <translation>Dieses Spiel hat begonnen: nur seine Spieler können zurückkehren (oder als Zuschauer zusehen).</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Diesen Platz gibt es nicht.</translation>
    </message>
    <message>
        <source>That seat is taken: ask for another one, or for none.</source>
        <translation>Dieser Platz ist besetzt: frage nach einem anderen oder nach keinem bestimmten.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <source>%1 sat down at table %2.</source>
        <translation>%1 hat sich an Tisch %2 gesetzt.</translation>
    </message>
    <message>
        <source>A wrong seat token for table %1 came from %2.</source>
        <translation>Ein falscher Platzschlüssel für Tisch %1 kam von %2.</translation>
    </message>
    <message>
        <source>That seat token is not valid at this table.</source>
        <translation>Dieser Platzschlüssel gilt an diesem Tisch nicht.</translation>
    </message>
    <message>
        <source>%1 is back at table %2.</source>
        <translation>%1 ist zurück an Tisch %2.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host can do that.</source>
        <translation>Das kann nur der Gastgeber des Tisches.</translation>
    </message>
    <message>
        <source>The host&apos;s own seat stays the host&apos;s.</source>
        <translation>Der Platz des Gastgebers bleibt beim Gastgeber.</translation>
    </message>
    <message>
        <source>%1 sits there.</source>
        <translation>Dort sitzt %1.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>A bot already plays there.</source>
        <translation>Dort spielt schon ein Bot.</translation>
    </message>
    <message>
        <source>%1 is at the table: a bot can only stand in for someone away.</source>
        <translation>%1 ist am Tisch: ein Bot kann nur für jemanden einspringen, der weg ist.</translation>
    </message>
    <message>
        <source>Only a seat a bot stands in for can be given back.</source>
        <translation>Nur ein Platz, auf dem ein Bot einspringt, kann zurückgegeben werden.</translation>
    </message>
    <message>
        <source>A seat cannot be opened once the game has started.</source>
        <translation>Ein Platz kann nach Spielbeginn nicht mehr geöffnet werden.</translation>
    </message>
    <message>
        <source>A bot stands in for %1 at table %2.</source>
        <translation>Ein Bot springt für %1 an Tisch %2 ein.</translation>
    </message>
    <message>
        <source>%1&apos;s seat at table %2 is a person&apos;s again.</source>
        <translation>Der Platz von %1 an Tisch %2 gehört wieder einem Menschen.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host can start the game.</source>
        <translation>Nur der Gastgeber des Tisches kann das Spiel starten.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Das Spiel hat schon begonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) are still open: wait for players, or fill them with bots.</source>
        <translation>
            <numerusform>%n Platz ist noch frei: warte auf Spieler oder besetze ihn mit einem Bot.</numerusform>
            <numerusform>%n Plätze sind noch frei: warte auf Spieler oder besetze sie mit Bots.</numerusform>
        </translation>
    </message>
    <message>
        <source>With other people at the table the server deals: a deal can only be chosen when the table is opened, where everyone who joins sees it.</source>
        <translation>Mit anderen Personen am Tisch teilt der Server aus: eine Verteilung kann nur beim Eröffnen des Tisches gewählt werden, wo jeder, der sich setzt, sie sieht.</translation>
    </message>
    <message>
        <source>The game at table %1 has started.</source>
        <translation>Das Spiel an Tisch %1 hat begonnen.</translation>
    </message>
    <message>
        <source>You are not at a table with a game.</source>
        <translation>Du sitzt an keinem Tisch mit einem Spiel.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Zuschauer können nicht spielen.</translation>
    </message>
    <message>
        <source>You do not sit in that seat.</source>
        <translation>Du sitzt nicht auf diesem Platz.</translation>
    </message>
    <message>
        <source>%1 conceded at table %2; a bot plays their seat.</source>
        <translation>%1 hat an Tisch %2 aufgegeben; ein Bot spielt den Platz weiter.</translation>
    </message>
    <message>
        <source>You conceded. A bot plays your seat now: you can watch the game to its end, or leave the table.</source>
        <translation>Du hast aufgegeben. Ein Bot spielt jetzt deinen Platz: Du kannst der Partie bis zum Ende zusehen oder den Tisch verlassen.</translation>
    </message>
    <message>
        <source>The server&apos;s owner closed this table.</source>
        <translation>Der Betreiber des Servers hat diesen Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The table was closed: nobody was at it.</source>
        <translation>Der Tisch wurde geschlossen: niemand saß daran.</translation>
    </message>
    <message>
        <source>Table %1 was closed: nobody came back to it.</source>
        <translation>Tisch %1 wurde geschlossen: niemand ist zurückgekommen.</translation>
    </message>
    <message>
        <source>The table&apos;s name cannot be used: %1</source>
        <translation>Dieser Tischname ist nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>inno::net::LocalTransport</name>
    <message>
        <source>The table was closed.</source>
        <translation>Der Tisch wurde geschlossen.</translation>
    </message>
</context>
<context>
    <name>inno::net::PlayerNames</name>
    <message>
        <source>A name needs at least one visible character.</source>
        <translation>Ein Name braucht mindestens ein sichtbares Zeichen.</translation>
    </message>
    <message>
        <source>That name is too long: at most %1 bytes.</source>
        <translation>Dieser Name ist zu lang: höchstens %1 Bytes.</translation>
    </message>
    <message>
        <source>A name cannot start with an accent or another combining mark.</source>
        <translation>Ein Name kann nicht mit einem Akzent oder einem anderen kombinierenden Zeichen beginnen.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible or formatting characters (U+%1).</source>
        <translation>Ein Name darf keine unsichtbaren oder Formatierungszeichen enthalten (U+%1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a player&apos;s name here: it reads or looks like an answer. Please choose another name.</source>
        <translation>„%1“ kann hier kein Spielername sein: er liest sich oder sieht aus wie eine Antwort. Bitte wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; mixes letters of scripts that look alike (Latin with Cyrillic or Greek, for instance). Please choose another name.</source>
        <translation>„%1“ mischt Buchstaben von Schriften, die gleich aussehen (etwa Lateinisch mit Kyrillisch oder Griechisch). Bitte wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks too much like &quot;%2&quot;, who sits at this table. Please choose another name.</source>
        <translation>„%1“ sieht „%2“ zu ähnlich, der an diesem Tisch sitzt. Bitte wähle einen anderen Namen.</translation>
    </message>
</context>
<context>
    <name>inno::net::TableHost</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players cannot share a name.</source>
        <translation>Zwei Spieler können nicht denselben Namen haben.</translation>
    </message>
    <message>
        <source>The save&apos;s answers do not fit its game.</source>
        <translation>Die Antworten im Spielstand passen nicht zu seinem Spiel.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird kein Spiel gespielt.</translation>
    </message>
    <message>
        <source>You do not sit in that seat.</source>
        <translation>Du sitzt nicht auf diesem Platz.</translation>
    </message>
    <message>
        <source>A bot plays that seat.</source>
        <translation>Auf diesem Platz spielt ein Bot.</translation>
    </message>
    <message>
        <source>That question has already been answered.</source>
        <translation>Diese Frage wurde schon beantwortet.</translation>
    </message>
    <message>
        <source>Unknown request &quot;%1&quot;.</source>
        <translation>Unbekannte Anfrage „%1“.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>No decision is waiting.</source>
        <translation>Es wartet keine Entscheidung.</translation>
    </message>
    <message>
        <source>It is not your decision.</source>
        <translation>Diese Entscheidung ist nicht deine.</translation>
    </message>
    <message>
        <source>Undo is only possible when no other person plays at this table.</source>
        <translation>Zurücknehmen geht nur, wenn kein anderer Mensch an diesem Tisch spielt.</translation>
    </message>
    <message>
        <source>There is no decision of yours to take back.</source>
        <translation>Es gibt keine Entscheidung von dir zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>The game cannot go on: %1</source>
        <translation>Das Spiel kann nicht weitergehen: %1</translation>
    </message>
    <message>
        <source>That question has not been asked yet.</source>
        <translation>Diese Frage wurde noch nicht gestellt.</translation>
    </message>
</context>
<context>
    <name>inno::net::TcpTransport</name>
    <message>
        <source>The server stopped answering.</source>
        <translation>Der Server antwortet nicht mehr.</translation>
    </message>
    <message>
        <source>The connection to the server was lost.</source>
        <translation>Die Verbindung zum Server ist abgebrochen.</translation>
    </message>
    <message>
        <source>Connection error.</source>
        <translation>Verbindungsfehler.</translation>
    </message>
    <message>
        <source>The server sent a message that is too large.</source>
        <translation>Der Server hat eine zu große Nachricht gesendet.</translation>
    </message>
    <message>
        <source>The server could not be reached again.</source>
        <translation>Der Server war nicht wieder erreichbar.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Innovation</source>
        <translation>Innovation</translation>
    </message>
    <message>
        <source>Carl Chudyk&apos;s Innovation: play against bots or friends.</source>
        <translation>Carl Chudyks Innovation: spiele gegen Bots oder mit Freunden.</translation>
    </message>
    <message>
        <source>Bots play in every seat; see --actions and --screenshot.</source>
        <translation>Bots spielen auf allen Plätzen; siehe --actions und --screenshot.</translation>
    </message>
    <message>
        <source>Seed of the demo game.</source>
        <translation>Startwert des Demospiels.</translation>
    </message>
    <message>
        <source>Actions the demo plays before it stops.</source>
        <translation>Aktionen, die die Demo spielt, bevor sie anhält.</translation>
    </message>
    <message>
        <source>Demo: seat 1 is a person (random until the screenshot, then a prompt waits).</source>
        <translation>Demo: Platz 1 ist ein Mensch (zufällig bis zum Bildschirmfoto, dann wartet eine Frage).</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and exit.</source>
        <translation>Ein Bild des Fensters in FILE speichern und beenden.</translation>
    </message>
    <message>
        <source>Print start-up and table update timings and exit.</source>
        <translation>Zeiten für Start und Tischaktualisierung ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1600x1000.</source>
        <translation>Fenstergröße, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>Open the card catalogue (with --screenshot: of it).</source>
        <translation>Den Kartenkatalog öffnen (mit --screenshot: ein Bild davon).</translation>
    </message>
    <message>
        <source>Catalogue: search text.</source>
        <translation>Katalog: Suchtext.</translation>
    </message>
    <message>
        <source>Open the rules reference.</source>
        <translation>Die Regelübersicht öffnen.</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Ein gespeichertes Spiel öffnen.</translation>
    </message>
    <message>
        <source>Animation speed: off, fast, normal, slow.</source>
        <translation>Animationstempo: off, fast, normal, slow.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de or fr.</source>
        <translation>Sprache der Oberfläche für diesen Start: en, de oder fr.</translation>
    </message>
    <message>
        <source>Demo: every bot plays at this level (random, easy, medium, hard, expert); by default a mix of the first three.</source>
        <translation>Demo: Alle Bots spielen auf dieser Stufe (random, easy, medium, hard, expert); ohne Angabe gemischt aus den ersten drei.</translation>
    </message>
    <message>
        <source>Demo: play on until the first seat holds N cards in hand.</source>
        <translation>Demo: weiterspielen, bis der erste Platz N Karten auf der Hand hält.</translation>
    </message>
    <message>
        <source>Demo: play on until a score pile holds N cards.</source>
        <translation>Demo: weiterspielen, bis ein Punktestapel N Karten hält.</translation>
    </message>
    <message>
        <source>Players in the demo game, 2 to 5 (five need --large-game).</source>
        <translation>Spieler im Demospiel, 2 bis 5 (fünf brauchen --large-game).</translation>
    </message>
    <message>
        <source>Demo: the large-game rule, parley or distant.</source>
        <translation>Demo: die Regel für große Runden, parley oder distant.</translation>
    </message>
    <message>
        <source>Open a saved game in the replay viewer (with --screenshot: of it).</source>
        <translation>Eine gespeicherte Partie in der Wiederholung öffnen (mit --screenshot: ein Bild davon).</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Catalogue: only the cards of one set: %1.</source>
        <translation>Katalog: nur die Karten eines Kartensatzes: %1.</translation>
    </message>
    <message>
        <source>Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return..., or an action of an expansion (%1): its preview).</source>
        <translation>Demo mit --human: weiterspielen, bis eine Frage dieser Art oder dieses Zwecks wartet (cards, color, yesno, return …, oder eine Aktion einer Erweiterung (%1): ihre Vorschau).</translation>
    </message>
    <message>
        <source>Demo: a game with the %1 expansion.</source>
        <translation>Demo: eine Partie mit der Erweiterung %1.</translation>
    </message>
    <message>
        <source>Demo: the %1 option of the %2 expansion (with --%3).</source>
        <translation>Demo: die Option %1 der Erweiterung %2 (mit --%3).</translation>
    </message>
</context>
</TS>
