<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
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
        <source>Score pile: %1 points</source>
        <translation>Punktestapel: %1 Punkte</translation>
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
        <source>your hand</source>
        <translation>deiner Hand</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>der Hand von %1</translation>
    </message>
    <message>
        <source>their board</source>
        <translation>der eigenen Auslage</translation>
    </message>
    <message>
        <source>your board</source>
        <translation>deiner Auslage</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation>der Auslage von %1</translation>
    </message>
    <message>
        <source>their score pile</source>
        <translation>dem eigenen Punktestapel</translation>
    </message>
    <message>
        <source>your score pile</source>
        <translation>deinem Punktestapel</translation>
    </message>
    <message>
        <source>%1&apos;s score pile</source>
        <translation>dem Punktestapel von %1</translation>
    </message>
    <message>
        <source>%1&apos;s achievements</source>
        <translation>den Erfolgen von %1</translation>
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
        <source>your %1</source>
        <translation>deine %1</translation>
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
        <translation>%1 beginnt: die eigene Startkarte steht im Alphabet vorn.</translation>
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
        <source>%1 returns %2 from %3.</source>
        <translation>%1 legt %2 aus %3 zurück.</translation>
    </message>
    <message>
        <source>%1 goes from %2 to %3.</source>
        <translation>%1 wandert von %2 zu %3.</translation>
    </message>
    <message>
        <source>%1 is exchanged from %2 to %3.</source>
        <translation>%1 wird getauscht: von %2 zu %3.</translation>
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
        <translation>%1: %2 ist nicht mehr aufgefächert.</translation>
    </message>
    <message>
        <source>%1 splays their %2 cards %3.</source>
        <translation>%1 fächert %2 nach %3 auf.</translation>
    </message>
    <message>
        <source>Featured icon %1: %2 has %3.</source>
        <translation>Leitsymbol %1: %2 hat %3.</translation>
    </message>
    <message>
        <source>%1 takes a free draw, because an opponent shared and changed something.</source>
        <translation>%1 zieht eine Karte gratis, weil ein Gegner geteilt und etwas verändert hat.</translation>
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
        <source>%1 is not affected: %2 &amp;lt; your %3.</source>
        <translation>%1 ist nicht betroffen: %2 &amp;lt; deine %3.</translation>
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
</context>
<context>
    <name>inno::client::ChoicePanel</name>
    <message>
        <source>Demand:</source>
        <translation>Forderung:</translation>
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
        <source>A game is in progress. Start another one? The current game is replaced as the game to continue (use Save as… first to keep it).</source>
        <translation>Ein Spiel läuft gerade. Ein neues beginnen? Es ersetzt das laufende Spiel als fortsetzbares Spiel (mit „Speichern unter…“ kannst du es vorher behalten).</translation>
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
</context>
<context>
    <name>inno::client::PromptBar</name>
    <message>
        <source>(answer in the panel over the table)</source>
        <translation>(antworte im Feld über dem Tisch)</translation>
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
        <source>The language changes the next time you start Innovation.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Innovation.</translation>
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
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Auf %1 Port %2 kann nicht gelauscht werden: %3</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <translation>Lausche auf %1:%2</translation>
    </message>
    <message>
        <source>A message may be at most %1 bytes long; it was ignored.</source>
        <translation>Eine Nachricht darf höchstens %1 Bytes lang sein; sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>too many refused messages</source>
        <translation>zu viele abgelehnte Nachrichten</translation>
    </message>
    <message>
        <source>it reads too slowly</source>
        <translation>es liest zu langsam</translation>
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
        <source>The server could not handle that request.</source>
        <translation>Der Server konnte diese Anfrage nicht bearbeiten.</translation>
    </message>
    <message>
        <source>This server speaks protocol %1 and your program speaks %2: use the same version of Innovation.</source>
        <translation>Dieser Server spricht Protokoll %1 und dein Programm %2: verwendet dieselbe Version von Innovation.</translation>
    </message>
    <message>
        <source>silent for too long</source>
        <translation>zu lange still</translation>
    </message>
    <message>
        <source>The table was closed: nobody was at it.</source>
        <translation>Der Tisch wurde geschlossen: niemand saß daran.</translation>
    </message>
    <message>
        <source>You joined this seat from another connection.</source>
        <translation>Du hast diesen Platz über eine andere Verbindung eingenommen.</translation>
    </message>
    <message>
        <source>This server already has %1 tables.</source>
        <translation>Dieser Server hat schon %1 Tische.</translation>
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
    <message>
        <source>Wrong password for this table.</source>
        <translation>Falsches Passwort für diesen Tisch.</translation>
    </message>
    <message>
        <source>This game has started: only its players can come back (or watch it as a spectator).</source>
        <translation>Dieses Spiel hat begonnen: nur seine Spieler können zurückkehren (oder als Zuschauer zusehen).</translation>
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
        <source>There is no such seat.</source>
        <translation>Diesen Platz gibt es nicht.</translation>
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
        <source>Table %1 could not be restored: %2</source>
        <translation>Tisch %1 konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n table(s) from %1.</source>
        <translation>
            <numerusform>%n Tisch aus %1 wiederhergestellt.</numerusform>
            <numerusform>%n Tische aus %1 wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host opened another table.</source>
        <translation>Der Gastgeber hat einen anderen Tisch eröffnet.</translation>
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
    <name>inno::net::TableHost</name>
    <message>
        <source>A game needs 2 to 4 players.</source>
        <translation>Ein Spiel braucht 2 bis 4 Spieler.</translation>
    </message>
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
        <source>Players in the demo game, 2 to 4.</source>
        <translation>Spieler im Demospiel, 2 bis 4.</translation>
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
        <source>Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return...).</source>
        <translation>Demo mit --human: weiterspielen, bis eine Frage dieser Art oder dieses Zwecks wartet (cards, color, yesno, return …).</translation>
    </message>
    <message>
        <source>Demo: every bot plays at this level (random, easy, medium, hard, expert); by default a mix of the first three.</source>
        <translation>Demo: Alle Bots spielen auf dieser Stufe (random, easy, medium, hard, expert); ohne Angabe gemischt aus den ersten drei.</translation>
    </message>
</context>
</TS>
