<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ArtifactsTexts</name>
    <message>
        <source>Artifacts</source>
        <translation>Artefacts</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 Artifacts pile: %n card(s) left</source>
        <translation>
            <numerusform>Pile Artefacts d’âge %1&#xa0;: encore %n carte</numerusform>
            <numerusform>Pile Artefacts d’âge %1&#xa0;: encore %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Artifact(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Artefact d’âge %1 dans une pile de score</numerusform>
            <numerusform>%n Artefacts d’âge %1 dans une pile de score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Artifact(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Artefact d’âge %1 dans une main</numerusform>
            <numerusform>%n Artefacts d’âge %1 dans une main</numerusform>
        </translation>
    </message>
    <message>
        <source>Face up (on a board or a display) this card&apos;s value is %1; in a hand or a score pile it is %2.</source>
        <translation>Face visible (sur un plateau ou une exposition), cette carte vaut %1&#xa0;; dans une main ou une pile de score, elle vaut %2.</translation>
    </message>
    <message>
        <source>Your display · icons not counted</source>
        <translation>Votre exposition · symboles non comptés</translation>
    </message>
    <message>
        <source>Your display (empty)</source>
        <translation>Votre exposition (vide)</translation>
    </message>
    <message>
        <source>Display · icons not counted</source>
        <translation>Exposition · symboles non comptés</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Exposition</translation>
    </message>
    <message>
        <source>The card on display is seen by everyone; its icons are not counted. A card is dug up onto an empty display after a Meld action that covers a card of equal or higher value, or one with its hexagon in the same place.</source>
        <translation>La carte en exposition est vue de tous&#xa0;; ses symboles ne sont pas comptés. Une carte est exhumée dans une exposition vide après une action Poser qui recouvre une carte de valeur égale ou supérieure, ou une carte dont l’hexagone est au même endroit.</translation>
    </message>
    <message>
        <source>At the start of their turn its owner may use its Dogma for free, return it or keep it.</source>
        <translation>Au début de son tour, son propriétaire peut utiliser son Dogme gratuitement, la remettre ou la garder.</translation>
    </message>
    <message>
        <source>At the start of your turn you may use its Dogma for free (its featured icons then count for you), return it or keep it.</source>
        <translation>Au début de votre tour, vous pouvez utiliser son Dogme gratuitement (ses symboles principaux comptent alors pour vous), la remettre ou la garder.</translation>
    </message>
    <message>
        <source>Artifacts of History (expansion: the dig, each player&apos;s display, compel effects)</source>
        <translation>Artifacts of History (extension&#xa0;: les fouilles, l’exposition de chaque joueur, les effets de contrainte)</translation>
    </message>
    <message>
        <source>Play with the 105 Artifacts cards: after a Meld action that covers a card of equal or higher value (or one with its hexagon in the same place), you dig up an Artifact onto your display. At the start of your turn you may use its Dogma for free, return it or keep it. Compel effects affect the opponents who could share.</source>
        <translation>Jouez avec les 105 cartes Artefacts&#xa0;: après une action Poser qui recouvre une carte de valeur égale ou supérieure (ou une carte dont l’hexagone est au même endroit), vous exhumez un Artefact dans votre exposition. Au début de votre tour, vous pouvez utiliser son Dogme gratuitement, le remettre ou le garder. Les effets de contrainte touchent les adversaires qui pourraient partager.</translation>
    </message>
    <message>
        <source>Artifacts of History expansion</source>
        <translation>Extension Artifacts of History</translation>
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
        <translation>un Artefact d’âge %1</translation>
    </message>
    <message>
        <source>dug up onto their display after the Meld action</source>
        <translation>exhumé dans son exposition après l’action Poser</translation>
    </message>
    <message>
        <source>their display</source>
        <translation>son exposition</translation>
    </message>
    <message>
        <source>%1&apos;s display</source>
        <translation>l’exposition de %1</translation>
    </message>
    <message>
        <source>Dogma %1 (free)</source>
        <translation>Dogme %1 (gratuit)</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>Remettre %1</translation>
    </message>
    <message>
        <source>Base cards</source>
        <translation>Cartes de base</translation>
    </message>
    <message>
        <source>%1 is compelled: %2 ≥ your %3.</source>
        <translation>%1 est contraint&#xa0;: %2 ≥ vos %3.</translation>
    </message>
    <message>
        <source>%1 is compelled: %2 ≥ %3</source>
        <translation>%1 est contraint&#xa0;: %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 compels you (%2): </source>
        <translation>%1 vous contraint (%2)&#xa0;: </translation>
    </message>
    <message>
        <source>From your display: a free Dogma action. The card&apos;s %1 count for you; it is returned to its pile afterwards.</source>
        <translation>Depuis votre exposition&#xa0;: une action Dogme gratuite. Les %1 de la carte comptent pour vous&#xa0;; elle est ensuite remise dans sa pile.</translation>
    </message>
    <message>
        <source>Compels: nobody (a compel affects the opponents who could share).</source>
        <translation>Contraint&#xa0;: personne (une contrainte touche les adversaires qui pourraient partager).</translation>
    </message>
    <message>
        <source>Compels: %1.</source>
        <translation>Contraint&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Any kind of effect</source>
        <translation>Tout type d’effet</translation>
    </message>
    <message>
        <source>With a compel</source>
        <translation>Avec une contrainte</translation>
    </message>
    <message>
        <source>With a demand</source>
        <translation>Avec une exigence</translation>
    </message>
    <message>
        <source>Only effects for everyone</source>
        <translation>Seulement des effets pour tous</translation>
    </message>
    <message>
        <source>No effects</source>
        <translation>Aucun effet</translation>
    </message>
    <message>
        <source>Only Artifacts whose effects are of this kind</source>
        <translation>Seulement les Artefacts dont les effets sont de ce type</translation>
    </message>
    <message>
        <source>icons not counted</source>
        <translation>symboles non comptés</translation>
    </message>
    <message>
        <source>Start of your turn: %1 is on your display. Its Dogma for free, return it, or keep it?</source>
        <translation>Début de votre tour&#xa0;: %1 est dans votre exposition. Son Dogme gratuit, la remettre ou la garder&#xa0;?</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>Compel:</source>
        <translation>Contrainte&#xa0;:</translation>
    </message>
    <message>
        <source>a set this program does not have</source>
        <translation>une extension que ce programme n’a pas</translation>
    </message>
    <message>
        <source>the base game</source>
        <translation>le jeu de base</translation>
    </message>
    <message>
        <source>Relic of age %1, a card of %2</source>
        <translation>Relique d’âge %1&#xa0;; son jeu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Relics</source>
        <translation>Reliques</translation>
    </message>
    <message>
        <source>The relics no one has seized. After a dig, the digging player may seize the relic whose age is the dug Artifact&apos;s value, from here or from any player&apos;s achievements: to their achievements, where it counts as one, or to their hand when its set is in play.</source>
        <translation>Les reliques dont personne ne s’est encore emparé. Après une exhumation, le joueur qui a exhumé peut s’emparer de la relique dont l’âge est la valeur de l’Artefact exhumé, prise ici ou dans les accomplissements de n’importe quel joueur&#xa0;: parmi ses accomplissements, où elle compte pour un, ou dans sa main si son extension est en jeu.</translation>
    </message>
    <message>
        <source>Relics (seize a relic after a dig)</source>
        <translation>Reliques (s’emparer d’une relique après une exhumation)</translation>
    </message>
    <message>
        <source>Five relics lie face up in a relic area. After a dig, the digging player may seize the relic whose age is the dug Artifact&apos;s value, from the relic area or any player&apos;s achievements: to their achievements, where it counts as one, or to their hand when its set is in play.</source>
        <translation>Cinq reliques sont posées face visible dans la zone des reliques. Après une exhumation, le joueur qui a exhumé peut s’emparer de la relique dont l’âge est la valeur de l’Artefact exhumé, prise dans la zone des reliques ou dans les accomplissements de n’importe quel joueur&#xa0;: parmi ses accomplissements, où elle compte pour un, ou dans sa main si son extension est en jeu.</translation>
    </message>
    <message>
        <source>%1 seizes %2 from %3 and takes it into their hand.</source>
        <translation>%1 s’empare de %2 dans %3 et l’ajoute à sa main.</translation>
    </message>
    <message>
        <source>%1 seizes %2 from %3 and puts it among their achievements.</source>
        <translation>%1 s’empare de %2 dans %3 et l’ajoute à ses accomplissements.</translation>
    </message>
    <message>
        <source>the relic area</source>
        <translation>la zone des reliques</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>La laisser</translation>
    </message>
    <message>
        <source>Seize %1: to your achievements</source>
        <translation>Prendre %1&#xa0;: dans vos accomplissements</translation>
    </message>
    <message>
        <source>Seize %1: to your hand</source>
        <translation>Prendre %1&#xa0;: dans votre main</translation>
    </message>
    <message>
        <source>Seize the relic %1 from %2?</source>
        <translation>S’emparer de la relique %1 dans %2&#xa0;?</translation>
    </message>
    <message>
        <source>to the relic area</source>
        <translation>dans la zone des reliques</translation>
    </message>
    <message>
        <source>onto %1&apos;s display</source>
        <translation>dans l’exposition de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 Artifacts of age %2</source>
        <comment>%1: how many, in words (seven)</comment>
        <translation>
            <numerusform>%1 Artefact d’âge %2</numerusform>
            <numerusform>%1 Artefacts d’âge %2</numerusform>
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
        <translation>Votre bilan&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CardChoice</name>
    <message>
        <source>Draw and score an 8, then return a score card</source>
        <translation>Piochez et marquez un 8, puis remettez une carte de votre pile de score</translation>
    </message>
    <message>
        <source>Draw one above your highest score card</source>
        <translation>Piochez une carte d’une valeur supérieure d’un à la plus haute de votre pile de score</translation>
    </message>
    <message>
        <source>Draw and meld a 2</source>
        <translation>Piochez et posez un 2</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 3</source>
        <translation>Piochez et anticipez un 3</translation>
    </message>
    <message>
        <source>Meld it</source>
        <translation>Posez-la</translation>
    </message>
    <message>
        <source>Score it</source>
        <translation>Marquez-la</translation>
    </message>
    <message>
        <source>Return your top green card</source>
        <translation>Remettez votre carte verte du dessus</translation>
    </message>
    <message>
        <source>Achieve your top green card</source>
        <translation>Accomplissez votre carte verte du dessus</translation>
    </message>
    <message>
        <source>Splay purple as another color is splayed</source>
        <translation>Décalez le violet comme une autre couleur</translation>
    </message>
    <message>
        <source>Splay another color as purple is splayed</source>
        <translation>Décalez une autre couleur comme le violet</translation>
    </message>
    <message>
        <source>From the other players&apos; hands</source>
        <translation>Depuis les mains des autres joueurs</translation>
    </message>
    <message>
        <source>From the other players&apos; score piles</source>
        <translation>Depuis les piles de score des autres joueurs</translation>
    </message>
    <message>
        <source>Score the bottom card</source>
        <translation>Marquez la carte du dessous</translation>
    </message>
    <message>
        <source>Score the two bottom cards</source>
        <translation>Marquez les deux cartes du dessous</translation>
    </message>
    <message>
        <source>Draw a 3</source>
        <translation>Piochez un 3</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 4</source>
        <translation>Piochez et anticipez un 4</translation>
    </message>
    <message>
        <source>Score your top green card</source>
        <translation>Marquez votre carte verte du dessus</translation>
    </message>
    <message>
        <source>Score your bottom green card</source>
        <translation>Marquez votre carte verte du dessous</translation>
    </message>
</context>
<context>
    <name>CardRuling</name>
    <message>
        <source>If the opponent has several cards tied for highest in hand, only one of them is transferred; the opponent picks which.</source>
        <translation>Si l’adversaire a en main plusieurs cartes à égalité pour la plus haute, une seule est transférée&#xa0;; l’adversaire choisit laquelle.</translation>
    </message>
    <message>
        <source>An opponent is affected only if both hold: they have fewer [Crown] icons than you (the usual demand test) and they have at least four visible [Castle] icons on their board, splayed icons included.</source>
        <translation>Un adversaire n’est concerné que si les deux conditions sont remplies&#xa0;: il a moins de symboles [Crown] que vous (le test habituel d’une exigence) et il a au moins quatre symboles [Castle] visibles sur son plateau, symboles décalés compris.</translation>
    </message>
    <message>
        <source>For the second effect, a color counts only if it is missing from every other player&apos;s board; all other boards are checked, not one chosen player.</source>
        <translation>Pour le second effet, une couleur ne compte que si elle manque sur le plateau de chacun des autres joueurs&#xa0;; tous les autres plateaux sont vérifiés, pas celui d’un seul joueur choisi.</translation>
    </message>
    <message>
        <source>In a team game your partner&apos;s board is ignored when checking colors.</source>
        <translation>Dans une partie en équipes, le plateau de votre partenaire est ignoré pour la vérification des couleurs.</translation>
    </message>
    <message>
        <source>The four or more cards must all be melded during a single Masonry dogma action; melds from separate actions, even in the same turn, do not add up.</source>
        <translation>Les quatre cartes ou plus doivent toutes être posées au cours d’une seule action Dogme de Masonry&#xa0;; les cartes posées lors d’actions distinctes, même dans le même tour, ne s’additionnent pas.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Monument before you.</source>
        <translation>Un adversaire qui partage et remplit la condition remporte Monument avant vous.</translation>
    </message>
    <message>
        <source>The effect repeats until a revealed card has no [Castle].</source>
        <translation>L’effet se répète jusqu’à ce qu’une carte révélée n’ait aucun symbole [Castle].</translation>
    </message>
    <message>
        <source>The revealed card without a [Castle] stays in your hand.</source>
        <translation>La carte révélée sans symbole [Castle] reste dans votre main.</translation>
    </message>
    <message>
        <source>The meld and second draw happen at most once; the second card drawn is not checked.</source>
        <translation>La pose et la seconde pioche ont lieu au plus une fois&#xa0;; la seconde carte piochée n’est pas vérifiée.</translation>
    </message>
    <message>
        <source>The first drawn card is shown to everyone, since whether it matches a color on your board decides the mandatory meld.</source>
        <translation>La première carte piochée est montrée à tous, car c’est sa correspondance avec une couleur de votre plateau qui décide de la pose obligatoire.</translation>
    </message>
    <message>
        <source>If the first drawn card matches no color on your board, it stays in your hand.</source>
        <translation>Si la première carte piochée ne correspond à aucune couleur de votre plateau, elle reste dans votre main.</translation>
    </message>
    <message>
        <source>The second effect is not a demand, so opponents with enough icons share it.</source>
        <translation>Le second effet n’est pas une exigence, donc les adversaires ayant assez de symboles le partagent.</translation>
    </message>
    <message>
        <source>An opponent with no card bearing a [Crown] in hand must show their hand.</source>
        <translation>Un adversaire sans carte portant un symbole [Crown] en main doit montrer sa main.</translation>
    </message>
    <message>
        <source>You always draw a 2, whatever your highest top card is; a higher age is drawn only when the 2 pile is empty.</source>
        <translation>Vous piochez toujours un 2, quelle que soit votre carte du dessus la plus haute&#xa0;; un âge supérieur n’est pioché que si la pioche des 2 est vide.</translation>
    </message>
    <message>
        <source>The two groups exchanged may differ in size, and either may be empty.</source>
        <translation>Les deux groupes échangés peuvent être de tailles différentes, et chacun peut être vide.</translation>
    </message>
    <message>
        <source>The opponent draws a 2 even if they transferred only one card or none.</source>
        <translation>L’adversaire pioche un 2 même s’il n’a transféré qu’une carte, ou aucune.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Empire before you.</source>
        <translation>Un adversaire qui partage et remplit la condition remporte Empire avant vous.</translation>
    </message>
    <message>
        <source>Returning a single card is enough: you then draw and score one 2.</source>
        <translation>Remettre une seule carte suffit&#xa0;: vous piochez et marquez alors un 2.</translation>
    </message>
    <message>
        <source>Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing.</source>
        <translation>Seule une carte d’âge 1 peut être prise&#xa0;; un adversaire sans 1 dans sa pile de score ne transfère rien.</translation>
    </message>
    <message>
        <source>Melding just one card is allowed; nothing else happens then.</source>
        <translation>Poser une seule carte est permis&#xa0;; rien d’autre ne se passe alors.</translation>
    </message>
    <message>
        <source>This is not a demand: it can be shared, and the player carrying out the effect, not the targeted player, picks the other player.</source>
        <translation>Ce n’est pas une exigence&#xa0;: l’effet peut être partagé, et c’est le joueur qui l’exécute, et non le joueur visé, qui choisit l’autre joueur.</translation>
    </message>
    <message>
        <source>If the chosen player has no top green card, your top red card is still transferred to them.</source>
        <translation>Si le joueur choisi n’a pas de carte verte du dessus, votre carte rouge du dessus lui est quand même transférée.</translation>
    </message>
    <message>
        <source>The demanded player chooses both cards.</source>
        <translation>Le joueur visé par l’exigence choisit les deux cartes.</translation>
    </message>
    <message>
        <source>When several opponents are affected, each one&apos;s exchange is finished before the next one&apos;s begins.</source>
        <translation>Quand plusieurs adversaires sont concernés, l’échange de chacun est terminé avant que celui du suivant ne commence.</translation>
    </message>
    <message>
        <source>The two transfers are independent: if one of them has no eligible card, the other still happens.</source>
        <translation>Les deux transferts sont indépendants&#xa0;: si l’un d’eux n’a aucune carte admissible, l’autre a quand même lieu.</translation>
    </message>
    <message>
        <source>If the returned card leaves your score pile empty, the highest remaining value counts as 0, so you draw a 2.</source>
        <translation>Si la carte remise laisse votre pile de score vide, la plus haute valeur restante compte pour 0&#xa0;: vous piochez donc un 2.</translation>
    </message>
    <message>
        <source>Only the top cards present when the demand starts are taken; cards uncovered by the transfer are safe even if they show a [Castle].</source>
        <translation>Seules les cartes du dessus présentes au début de l’exigence sont prises&#xa0;; les cartes découvertes par le transfert sont épargnées, même si elles montrent un symbole [Castle].</translation>
    </message>
    <message>
        <source>An opponent with no card bearing a [Castle] in hand must show their hand.</source>
        <translation>Un adversaire sans carte portant un symbole [Castle] en main doit montrer sa main.</translation>
    </message>
    <message>
        <source>When several opponents are affected, the exchanges are carried out one opponent at a time.</source>
        <translation>Quand plusieurs adversaires sont concernés, les échanges ont lieu un adversaire après l’autre.</translation>
    </message>
    <message>
        <source>A player with no card bearing a [Castle] in hand must show their hand.</source>
        <translation>Un joueur sans carte portant un symbole [Castle] en main doit montrer sa main.</translation>
    </message>
    <message>
        <source>The two sides of the exchange may differ in size, and either may be empty.</source>
        <translation>Les deux côtés de l’échange peuvent être de tailles différentes, et chacun peut être vide.</translation>
    </message>
    <message>
        <source>If no opponent has fewer points than you, no card is transferred.</source>
        <translation>Si aucun adversaire n’a moins de points que vous, aucune carte n’est transférée.</translation>
    </message>
    <message>
        <source>In a team game your partner is not an opponent and cannot receive the card.</source>
        <translation>Dans une partie en équipes, votre partenaire n’est pas un adversaire et ne peut pas recevoir la carte.</translation>
    </message>
    <message>
        <source>The second effect counts every color you have splayed left, not only green and blue.</source>
        <translation>Le second effet compte chaque couleur que vous avez décalée à gauche, pas seulement le vert et le bleu.</translation>
    </message>
    <message>
        <source>You do not need a pile of every color: with fewer piles, even a single one, you claim World as long as each of your top cards has a [Crown].</source>
        <translation>Il n’est pas nécessaire d’avoir une pile de chaque couleur&#xa0;: avec moins de piles, même une seule, vous remportez Monde tant que chacune de vos cartes du dessus a un symbole [Crown].</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims World before you.</source>
        <translation>Un adversaire qui partage et remplit la condition remporte Monde avant vous.</translation>
    </message>
    <message>
        <source>The demanded player picks the score card to return; if none of their top cards has the same value, nothing is returned from their board.</source>
        <translation>Le joueur visé choisit la carte de score à remettre&#xa0;; si aucune de ses cartes du dessus n’a la même valeur, rien n’est remis depuis son plateau.</translation>
    </message>
    <message>
        <source>The effect repeats until a tucked 3 has no [Crown].</source>
        <translation>L’effet se répète jusqu’à ce qu’un 3 glissé dessous n’ait aucun symbole [Crown].</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Wonder before you.</source>
        <translation>Un adversaire qui partage et remplit la condition remporte Merveille avant vous.</translation>
    </message>
    <message>
        <source>Only a card of age 2 or 3 can be taken; an opponent with neither in their score pile transfers nothing.</source>
        <translation>Seule une carte d’âge 2 ou 3 peut être prise&#xa0;; un adversaire qui n’en a aucune dans sa pile de score ne transfère rien.</translation>
    </message>
    <message>
        <source>With no purple pile, your top purple card counts as value 0, so you draw a 2.</source>
        <translation>Sans pile violette, votre carte violette du dessus compte pour une valeur de 0&#xa0;: vous piochez donc un 2.</translation>
    </message>
    <message>
        <source>Tucking is all or nothing: if you choose to tuck, you must tuck as many cards as half your [Leaf] icons (as far as your hand allows), never fewer by choice.</source>
        <translation>Glisser dessous, c’est tout ou rien&#xa0;: si vous choisissez de le faire, vous devez glisser dessous autant de cartes que la moitié de vos symboles [Leaf] (dans la limite de votre main), jamais moins par choix.</translation>
    </message>
    <message>
        <source>A drawn card that is neither green nor blue stays in your hand.</source>
        <translation>Une carte piochée qui n’est ni verte ni bleue reste dans votre main.</translation>
    </message>
    <message>
        <source>The effect repeats until the revealed 6 is neither green nor blue.</source>
        <translation>L’effet se répète jusqu’à ce que le 6 révélé ne soit ni vert ni bleu.</translation>
    </message>
    <message>
        <source>You do not need a pile of every color: with fewer piles, even just the purple one, you claim Universe as long as every non-purple top card you have is value 6 or higher.</source>
        <translation>Il n’est pas nécessaire d’avoir une pile de chaque couleur&#xa0;: avec moins de piles, même avec la seule pile violette, vous remportez Univers tant que chacune de vos cartes du dessus non violettes est de valeur 6 ou plus.</translation>
    </message>
    <message>
        <source>A sharing opponent who meets the condition claims Universe before you.</source>
        <translation>Un adversaire qui partage et remplit la condition remporte Univers avant vous.</translation>
    </message>
    <message>
        <source>You may pick a color that is already splayed right; it stays as it is, and you draw a card whose value is that pile&apos;s size.</source>
        <translation>Vous pouvez choisir une couleur déjà décalée à droite&#xa0;; elle reste telle quelle, et vous piochez une carte dont la valeur est la taille de cette pile.</translation>
    </message>
    <message>
        <source>You may pick a color with zero or one card; that pile is not splayed, and the value drawn is its card count (zero or one).</source>
        <translation>Vous pouvez choisir une couleur qui a zéro ou une carte&#xa0;; cette pile n’est pas décalée, et la valeur piochée est son nombre de cartes (zéro ou un).</translation>
    </message>
    <message>
        <source>You decide the order in which the cards are returned.</source>
        <translation>Vous décidez de l’ordre dans lequel les cartes sont remises.</translation>
    </message>
    <message>
        <source>The opponent moves the highest card of their own score pile into their own hand; nothing is drawn from a supply pile.</source>
        <translation>L’adversaire prend en main la carte la plus haute de sa propre pile de score&#xa0;; rien n’est pioché dans les pioches d’âge.</translation>
    </message>
    <message>
        <source>If your yellow pile holds a single card, that card is the bottom one and is scored.</source>
        <translation>Si votre pile jaune ne compte qu’une seule carte, c’est elle la carte du dessous, et elle est marquée.</translation>
    </message>
    <message>
        <source>The player executing the second effect picks which of their own top cards is scored.</source>
        <translation>Le joueur qui exécute le second effet choisit laquelle de ses propres cartes du dessus est marquée.</translation>
    </message>
    <message>
        <source>This is not a demand, so it can be shared.</source>
        <translation>Ce n’est pas une exigence, donc l’effet peut être partagé.</translation>
    </message>
    <message>
        <source>Each player, in turn order, must show their hand to prove that no cards of the chosen color are left in it.</source>
        <translation>Chaque joueur, dans l’ordre du tour, doit montrer sa main pour prouver qu’il n’y reste aucune carte de la couleur choisie.</translation>
    </message>
    <message>
        <source>In a team game your partner is not affected, since the effect targets other players.</source>
        <translation>Dans une partie en équipes, votre partenaire n’est pas concerné, puisque l’effet vise les autres joueurs.</translation>
    </message>
    <message>
        <source>Several players can score an 8 from one Democracy action, provided each returns more cards than anyone before them.</source>
        <translation>Plusieurs joueurs peuvent marquer un 8 lors d’une même action Democracy, à condition que chacun remette plus de cartes que tous ceux qui l’ont précédé.</translation>
    </message>
    <message>
        <source>Sharing works as usual: sharing opponents act first in turn order and the activating player last; the first player to return any card scores an 8, and each later player scores only by beating the highest count returned so far.</source>
        <translation>Le partage fonctionne comme d’habitude&#xa0;: les adversaires qui partagent agissent d’abord, dans l’ordre du tour, et le joueur actif en dernier&#xa0;; le premier joueur à remettre une carte marque un 8, et chaque joueur suivant ne marque qu’en dépassant le plus grand nombre de cartes remises jusque-là.</translation>
    </message>
    <message>
        <source>With an empty score pile the highest value counts as 0, so you draw and score a 1.</source>
        <translation>Si votre pile de score est vide, la valeur la plus haute compte pour 0&#xa0;: vous piochez et marquez donc un 1.</translation>
    </message>
    <message>
        <source>Cards moved into your score pile by this exchange are not scored, so they do not count toward Monument.</source>
        <translation>Les cartes arrivées dans votre pile de score par cet échange ne sont pas marquées&#xa0;: elles ne comptent donc pas pour Monument.</translation>
    </message>
    <message>
        <source>With an empty score pile the highest value counts as 0, so the second option draws a 1.</source>
        <translation>Si votre pile de score est vide, la valeur la plus haute compte pour 0&#xa0;: la seconde option pioche donc un 1.</translation>
    </message>
    <message>
        <source>An opponent holding fewer than three cards transfers all of them; one with an empty hand transfers nothing and does not draw a 7.</source>
        <translation>Un adversaire qui a moins de trois cartes en main les transfère toutes&#xa0;; un adversaire à la main vide ne transfère rien et ne pioche pas de 7.</translation>
    </message>
    <message>
        <source>The three cards need not share a value; they are simply the three highest (from a hand of 9, 8, 7, 6, 5 the 9, 8 and 7 go).</source>
        <translation>Les trois cartes n’ont pas besoin d’avoir la même valeur&#xa0;; ce sont simplement les trois plus hautes (d’une main de 9, 8, 7, 6, 5 partent le 9, le 8 et le 7).</translation>
    </message>
    <message>
        <source>Tucking a single card is enough: you then draw and score one 7.</source>
        <translation>Glisser dessous une seule carte suffit&#xa0;: vous piochez et marquez alors un 7.</translation>
    </message>
    <message>
        <source>Only the top cards of opponents&apos; boards may be looked at; you cannot search through their piles before deciding whether to use Publications.</source>
        <translation>Seules les cartes du dessus des plateaux adverses peuvent être consultées&#xa0;; vous ne pouvez pas fouiller leurs piles avant de décider d’utiliser Publications.</translation>
    </message>
    <message>
        <source>With an empty hand you return nothing and still draw three 6s.</source>
        <translation>Avec une main vide, vous ne remettez rien et piochez quand même trois 6.</translation>
    </message>
    <message>
        <source>An opponent who returns three 6s and then draws back those same cards (because the 6 pile was empty beforehand) has still shared, so you get the free Draw action.</source>
        <translation>Un adversaire qui remet trois 6 puis repioche ces mêmes cartes (parce que la pioche des 6 était vide auparavant) a quand même partagé&#xa0;: vous piochez donc gratuitement une carte.</translation>
    </message>
    <message>
        <source>The two cards need not share a value; they are simply the two highest (from a hand of 9, 8, 7, 6, 5 the 9 and 8 go).</source>
        <translation>Les deux cartes n’ont pas besoin d’avoir la même valeur&#xa0;; ce sont simplement les deux plus hautes (d’une main de 9, 8, 7, 6, 5 partent le 9 et le 8).</translation>
    </message>
    <message>
        <source>Returning a single card is enough: you then draw two 8s.</source>
        <translation>Remettre une seule carte suffit&#xa0;: vous piochez alors deux 8.</translation>
    </message>
    <message>
        <source>A sharing opponent with twenty or more [Lightbulb] icons wins the game.</source>
        <translation>Un adversaire qui partage et a vingt symboles [Lightbulb] ou plus gagne la partie.</translation>
    </message>
    <message>
        <source>If fewer than two top cards qualify, the opponent transfers every one that does.</source>
        <translation>Si moins de deux cartes du dessus remplissent les conditions, l’adversaire transfère toutes celles qui les remplissent.</translation>
    </message>
    <message>
        <source>The two cards need not share a value; they are simply the two highest qualifying top cards (from top cards of 9, 8, 7, 6, 5 the 9 and 8 go).</source>
        <translation>Les deux cartes n’ont pas besoin d’avoir la même valeur&#xa0;; ce sont simplement les deux cartes du dessus admissibles les plus hautes (avec des cartes du dessus de 9, 8, 7, 6, 5 partent le 9 et le 8).</translation>
    </message>
    <message>
        <source>Only the top cards present before the demand are considered; a card uncovered by a transfer is not taken even if it has no [Factory].</source>
        <translation>Seules les cartes du dessus présentes avant l’exigence sont prises en compte&#xa0;; une carte découverte par un transfert n’est pas prise, même si elle n’a aucun symbole [Factory].</translation>
    </message>
    <message>
        <source>Returning just one card is allowed; nothing more happens then.</source>
        <translation>Remettre une seule carte est permis&#xa0;; rien de plus ne se passe alors.</translation>
    </message>
    <message>
        <source>This is not a demand: it can be shared, and the player carrying out the effect chooses which score piles lose cards.</source>
        <translation>Ce n’est pas une exigence&#xa0;: l’effet peut être partagé, et le joueur qui l’exécute choisit quelles piles de score perdent des cartes.</translation>
    </message>
    <message>
        <source>The returns are mandatory: one card for every two [Clock] icons.</source>
        <translation>Les cartes doivent être remises&#xa0;: une carte pour chaque paire de symboles [Clock].</translation>
    </message>
    <message>
        <source>In a team game your partner&apos;s score pile cannot be chosen, since the effect targets other players.</source>
        <translation>Dans une partie en équipes, la pile de score de votre partenaire ne peut pas être choisie, puisque l’effet vise les autres joueurs.</translation>
    </message>
    <message>
        <source>Unlike other demands, the activating player decides which drawn card is transferred and which is melded.</source>
        <translation>Contrairement aux autres exigences, c’est le joueur actif qui décide quelle carte piochée est transférée et laquelle est posée.</translation>
    </message>
    <message>
        <source>Every green card on your board counts, whether or not the pile is splayed.</source>
        <translation>Chaque carte verte de votre plateau compte, que la pile soit décalée ou non.</translation>
    </message>
    <message>
        <source>A sharing opponent with ten or more green cards on their board wins the game.</source>
        <translation>Un adversaire qui partage et a dix cartes vertes ou plus sur son plateau gagne la partie.</translation>
    </message>
    <message>
        <source>&apos;For yourself only&apos; means no other player shares the executed effects; effects that involve other players still apply to them.</source>
        <translation>«&#xa0;Pour vous seul&#xa0;» signifie qu’aucun autre joueur ne partage les effets exécutés&#xa0;; les effets qui impliquent d’autres joueurs s’appliquent quand même à eux.</translation>
    </message>
    <message>
        <source>The drawn 10 is always revealed, red or not.</source>
        <translation>Le 10 pioché est toujours révélé, qu’il soit rouge ou non.</translation>
    </message>
    <message>
        <source>If the drawn card is not red, each opponent who drew keeps the card.</source>
        <translation>Si la carte piochée n’est pas rouge, chaque adversaire qui a pioché garde la carte.</translation>
    </message>
    <message>
        <source>Achievements are not removed; the removed hands, boards and score piles leave the game entirely instead of being returned to the supply piles.</source>
        <translation>Les accomplissements ne sont pas retirés&#xa0;; les mains, plateaux et piles de score retirés quittent entièrement le jeu au lieu d’être remis dans les pioches d’âge.</translation>
    </message>
    <message>
        <source>The demanded opponent chooses which of your top cards they take.</source>
        <translation>L’adversaire visé choisit laquelle de vos cartes du dessus il prend.</translation>
    </message>
    <message>
        <source>When several opponents are affected, each one&apos;s transfers are finished before the next one&apos;s begin.</source>
        <translation>Quand plusieurs adversaires sont concernés, les transferts de chacun sont terminés avant que ceux du suivant ne commencent.</translation>
    </message>
    <message>
        <source>As with any draw, once the 1 pile is empty the draws come from the next higher non-empty pile.</source>
        <translation>Comme pour toute pioche, une fois la pioche des 1 vide, les cartes viennent de la pioche non vide immédiatement supérieure.</translation>
    </message>
    <message>
        <source>If two or more players tie for the lowest score, nobody wins and the game goes on.</source>
        <translation>Si deux joueurs ou plus sont à égalité pour le score le plus bas, personne ne gagne et la partie continue.</translation>
    </message>
    <message>
        <source>Robotics and Software may be on different players&apos; boards; both just need to be top cards.</source>
        <translation>Robotics et Software peuvent se trouver sur les plateaux de joueurs différents&#xa0;; il suffit que les deux soient des cartes du dessus.</translation>
    </message>
    <message>
        <source>This is not a demand: it can be shared, and the player carrying out the effect chooses the card to take.</source>
        <translation>Ce n’est pas une exigence&#xa0;: l’effet peut être partagé, et le joueur qui l’exécute choisit la carte à prendre.</translation>
    </message>
    <message>
        <source>If two or more players tie for the most [Leaf] icons, nobody wins and the game goes on.</source>
        <translation>Si deux joueurs ou plus sont à égalité pour le plus de symboles [Leaf], personne ne gagne et la partie continue.</translation>
    </message>
    <message>
        <source>If two or more players tie for the highest score, nobody wins and the game goes on.</source>
        <translation>Si deux joueurs ou plus sont à égalité pour le score le plus haut, personne ne gagne et la partie continue.</translation>
    </message>
    <message>
        <source>A sharing opponent who has more achievements than each other player wins the game.</source>
        <translation>Un adversaire qui partage et a plus d’accomplissements que chacun des autres joueurs gagne la partie.</translation>
    </message>
    <message>
        <source>In a team game, compare the combined achievements of each team.</source>
        <translation>Dans une partie en équipes, on compare le total des accomplissements de chaque équipe.</translation>
    </message>
    <message>
        <source>The two 10s are melded one after the other in the order drawn, with no choice, and only the second one&apos;s non-demand effects are executed.</source>
        <translation>Les deux 10 sont posés l’un après l’autre dans l’ordre où ils ont été piochés, sans choix, et seuls les effets du second qui ne sont pas des exigences sont exécutés.</translation>
    </message>
    <message>
        <source>A demand effect is any kind of demand: an I DEMAND or an I COMPEL.</source>
        <translation>Un effet d’exigence est toute sorte d’exigence&#xa0;: un J’EXIGE ou un JE CONTRAINS.</translation>
    </message>
    <message>
        <source>Among top cards with a castle tied for highest, the compelled player picks the one transferred.</source>
        <translation>Parmi les cartes du dessus avec un château à égalité pour la plus haute, le joueur contraint choisit celle qui est transférée.</translation>
    </message>
    <message>
        <source>&apos;Any type&apos; is a set prompt over every set in play, asked after the return.</source>
        <translation>«&#xa0;N’importe quel type&#xa0;» est une question de type de carte parmi tous les jeux en partie, posée après la remise.</translation>
    </message>
    <message>
        <source>Without a top green card the value is 0: the cards drawn are 1s.</source>
        <translation>Sans carte verte du dessus, la valeur est 0&#xa0;: les cartes piochées sont des 1.</translation>
    </message>
    <message>
        <source>The achievement is chosen by its value among the available standard achievements the player could achieve by the Achieve action.</source>
        <translation>L’accomplissement est choisi par sa valeur parmi les accomplissements standard disponibles que le joueur pourrait remporter par l’action Accomplir.</translation>
    </message>
    <message>
        <source>Only a standard achievement can be transferred; achievements of one value are alike, so none is chosen.</source>
        <translation>Seul un accomplissement standard peut être transféré&#xa0;; les accomplissements d’une même valeur sont identiques, aucun n’est donc choisi.</translation>
    </message>
    <message>
        <source>Activated from a display it starts on no board: its compel moves nothing and its win test fails.</source>
        <translation>Activée depuis une exposition, elle ne commence sur aucun plateau&#xa0;: sa contrainte ne déplace rien et sa condition de victoire échoue.</translation>
    </message>
    <message>
        <source>Every board means every player still in the game.</source>
        <translation>Chaque plateau signifie celui de chaque joueur encore dans la partie.</translation>
    </message>
    <message>
        <source>The other cards are scored in ascending value, then title.</source>
        <translation>Les autres cartes sont marquées par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>With three cards or fewer in hand all are revealed; with two or fewer all are scored and none is tucked.</source>
        <translation>Avec trois cartes ou moins en main, toutes sont révélées&#xa0;; avec deux ou moins, toutes sont marquées et aucune n’est glissée dessous.</translation>
    </message>
    <message>
        <source>Every available standard achievement of a value among the returned cards is claimed.</source>
        <translation>Chaque accomplissement standard disponible d’une valeur parmi celles des cartes remises est remporté.</translation>
    </message>
    <message>
        <source>The players with no top Artifact are found before any card moves; the executing player is one of them too.</source>
        <translation>Les joueurs sans Artefact du dessus sont déterminés avant que la moindre carte ne bouge&#xa0;; le joueur qui exécute en fait partie lui aussi.</translation>
    </message>
    <message>
        <source>The color is chosen before the draw, and every color may be chosen.</source>
        <translation>La couleur est choisie avant la pioche, et toutes les couleurs peuvent être choisies.</translation>
    </message>
    <message>
        <source>When the drawn card started its pile it is also the bottom card: it stays on top and its effects are executed.</source>
        <translation>Si la carte piochée a commencé sa pile, c’est aussi la carte du dessous&#xa0;: elle reste dessus et ses effets sont exécutés.</translation>
    </message>
    <message>
        <source>Every set in play may be chosen. A set whose pile of that age is empty gives base cards, as any draw of an Artifact does.</source>
        <translation>Tout jeu en partie peut être choisi. Un jeu dont la pile de cet âge est vide donne des cartes de base, comme toute pioche d’un Artefact.</translation>
    </message>
    <message>
        <source>A tie for the least counts as having the least. Each test reads the boards as they are then.</source>
        <translation>Une égalité pour le moins compte comme avoir le moins. Chaque test lit les plateaux tels qu’ils sont à ce moment.</translation>
    </message>
    <message>
        <source>Type means the card&apos;s set (base, Artifacts, Cities, Echoes). The two are melded in the order picked: the second ends on top.</source>
        <translation>Le type est le jeu de la carte (base, Artifacts, Cities, Echoes). Les deux sont posées dans l’ordre choisi&#xa0;: la seconde finit dessus.</translation>
    </message>
    <message>
        <source>The achievement claimed is an available standard achievement of the returned card&apos;s value (the one that became available first); there is none to claim if none of that value is available.</source>
        <translation>L’accomplissement remporté est un accomplissement standard disponible de la valeur de la carte remise (celui qui est devenu disponible le premier)&#xa0;; il n’y en a aucun à remporter si aucun de cette valeur n’est disponible.</translation>
    </message>
    <message>
        <source>The top card returned is one on the compelled player&apos;s own board.</source>
        <translation>La carte du dessus remise est une carte du propre plateau du joueur contraint.</translation>
    </message>
    <message>
        <source>An empty Artifacts pile of that value gives a base card of that value instead.</source>
        <translation>Une pile Artefacts vide de cette valeur donne à la place une carte de base de cette valeur.</translation>
    </message>
    <message>
        <source>The splay is a player prompt, then a color prompt, over the piles a left splay would change.</source>
        <translation>Le décalage est une question de joueur, puis de couleur, parmi les piles qu’un décalage à gauche changerait.</translation>
    </message>
    <message>
        <source>With no card returned the value is 0: the card drawn is a 1.</source>
        <translation>Sans carte remise, la valeur est 0&#xa0;: la carte piochée est un 1.</translation>
    </message>
    <message>
        <source>The choice is a player prompt, then a color prompt, over the splayed colors.</source>
        <translation>Le choix est une question de joueur, puis de couleur, parmi les couleurs décalées.</translation>
    </message>
    <message>
        <source>A color the compelling player has no top card of counts as value 0: any top card of it is higher.</source>
        <translation>Une couleur dans laquelle le joueur qui contraint n’a pas de carte du dessus compte pour la valeur 0&#xa0;: toute carte du dessus de cette couleur est plus haute.</translation>
    </message>
    <message>
        <source>Top cards compare by their values face up (Battleship Yamato is an 11).</source>
        <translation>Les cartes du dessus se comparent par leur valeur face visible (Battleship Yamato est un 11).</translation>
    </message>
    <message>
        <source>Only the card&apos;s color matters, so the choice is of a color with a top card.</source>
        <translation>Seule la couleur de la carte compte&#xa0;: on choisit donc une couleur qui a une carte du dessus.</translation>
    </message>
    <message>
        <source>With fewer cards in hand than the value, every card in hand is scored.</source>
        <translation>Avec moins de cartes en main que la valeur, toutes les cartes de la main sont marquées.</translation>
    </message>
    <message>
        <source>The compelling player picks the card among the revealed ones.</source>
        <translation>Le joueur qui contraint choisit la carte parmi celles révélées.</translation>
    </message>
    <message>
        <source>A yellow card drawn is in the hand, so it is returned with the rest.</source>
        <translation>Une carte jaune piochée est dans la main&#xa0;: elle est donc remise avec les autres.</translation>
    </message>
    <message>
        <source>The top card and the score pile card are both of the returned card&apos;s color. The achievement is chosen by its value among the available standard achievements.</source>
        <translation>La carte du dessus et la carte de la pile de score sont toutes deux de la couleur de la carte remise. L’accomplissement est choisi par sa valeur parmi les accomplissements standard disponibles.</translation>
    </message>
    <message>
        <source>The compelled player picks the cards, one per top card with a castle (all of them when the score pile holds fewer).</source>
        <translation>Le joueur contraint choisit les cartes, une par carte du dessus avec un château (toutes si la pile de score en contient moins).</translation>
    </message>
    <message>
        <source>A symbol in common is one of the six standard icon types.</source>
        <translation>Un symbole en commun est l’un des six types de symboles standard.</translation>
    </message>
    <message>
        <source>Score piles are emptied of that value clockwise from the current player; then the 5s are drawn and scored by the executing player.</source>
        <translation>Les piles de score sont vidées de cette valeur dans le sens horaire à partir du joueur actif&#xa0;; puis les 5 sont piochés et marqués par le joueur qui exécute.</translation>
    </message>
    <message>
        <source>The score pile&apos;s cards count their printed values; the top cards their values face up (Battleship Yamato on top is an 11, never an 8).</source>
        <translation>Les cartes de la pile de score comptent pour leur valeur imprimée&#xa0;; les cartes du dessus pour leur valeur face visible (Battleship Yamato dessus est un 11, jamais un 8).</translation>
    </message>
    <message>
        <source>The card is melded from the hand whether or not cards were returned.</source>
        <translation>La carte est posée depuis la main, que des cartes aient été remises ou non.</translation>
    </message>
    <message>
        <source>The top card scored is one on the executing player&apos;s own board.</source>
        <translation>La carte du dessus marquée est une carte du propre plateau du joueur qui exécute.</translation>
    </message>
    <message>
        <source>The number is chosen from 0 to 30, then the color; cards moved together go in ascending value, then title.</source>
        <translation>Le nombre est choisi de 0 à 30, puis la couleur&#xa0;; les cartes déplacées ensemble vont par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>The values are read from the top cards when the effect starts.</source>
        <translation>Les valeurs sont lues sur les cartes du dessus au début de l’effet.</translation>
    </message>
    <message>
        <source>The lowest top card is found by the values face up: Battleship Yamato on top is an 11.</source>
        <translation>La carte du dessus la plus basse se trouve par les valeurs face visible&#xa0;: Battleship Yamato dessus est un 11.</translation>
    </message>
    <message>
        <source>The top cards are those when the effect starts.</source>
        <translation>Les cartes du dessus sont celles du début de l’effet.</translation>
    </message>
    <message>
        <source>Onto a new pile the cards form an unsplayed pile; onto an existing pile they keep its splay.</source>
        <translation>Sur une nouvelle pile, les cartes forment une pile non décalée&#xa0;; sur une pile existante, elles gardent son décalage.</translation>
    </message>
    <message>
        <source>Every color is offered, a color without cards on the board too.</source>
        <translation>Toutes les couleurs sont proposées, même une couleur sans carte sur le plateau.</translation>
    </message>
    <message>
        <source>A pile of one card: that card is its bottom card.</source>
        <translation>Une pile d’une carte&#xa0;: cette carte est sa carte du dessous.</translation>
    </message>
    <message>
        <source>Gujin Tushu Jinsheng must be on the executing player&apos;s own board: on display (a display Dogma) or on another player&apos;s board nothing happens.</source>
        <translation>Gujin Tushu Jinsheng doit être sur le propre plateau du joueur qui exécute&#xa0;: en exposition (un Dogme depuis l’exposition) ou sur le plateau d’un autre joueur, rien ne se passe.</translation>
    </message>
    <message>
        <source>Any top card of any other player&apos;s board can be chosen, a teammate&apos;s too, even one whose effects would do nothing.</source>
        <translation>N’importe quelle carte du dessus du plateau de n’importe quel autre joueur peut être choisie, celle d’un partenaire aussi, même une dont les effets ne feraient rien.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Lightbulb counts, not under the chosen card&apos;s featured icon; its other effects are executed by you alone.</source>
        <translation>Les exigences et contraintes de la carte choisie touchent les adversaires vulnérables (admis à partager) selon les nombres d’ampoules de cette action, et non selon le symbole principal de la carte choisie&#xa0;; ses autres effets sont exécutés par vous seul.</translation>
    </message>
    <message>
        <source>The value is a value prompt from 1 to 10; the card drawn follows the draw rules (an empty age draws higher) and goes back on top of its own set&apos;s pile of its age.</source>
        <translation>La valeur est une question de valeur de 1 à 10&#xa0;; la carte piochée suit les règles de pioche (un âge vide pioche plus haut) et retourne sur le dessus de la pile de son propre jeu et de son âge.</translation>
    </message>
    <message>
        <source>The execution is mandatory. From the display every top card of your board is another top card.</source>
        <translation>L’exécution est obligatoire. Depuis l’exposition, chaque carte du dessus de votre plateau est une autre carte du dessus.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Factory counts; its other effects are executed by you alone.</source>
        <translation>Les exigences et contraintes de la carte choisie touchent les adversaires vulnérables (admis à partager) selon les nombres d’usines de cette action&#xa0;; ses autres effets sont exécutés par vous seul.</translation>
    </message>
    <message>
        <source>The achievement is chosen by its value among the available standard achievements.</source>
        <translation>L’accomplissement est choisi par sa valeur parmi les accomplissements standard disponibles.</translation>
    </message>
    <message>
        <source>The melded card&apos;s value is its value face up on the board: Battleship Yamato melded is an 11, which matches no achievement.</source>
        <translation>La valeur de la carte posée est sa valeur face visible sur le plateau&#xa0;: Battleship Yamato posé est un 11, qui ne correspond à aucun accomplissement.</translation>
    </message>
    <message>
        <source>The top card counts with its value face up.</source>
        <translation>La carte du dessus compte pour sa valeur face visible.</translation>
    </message>
    <message>
        <source>&quot;That color&quot; is the returned card&apos;s color; with an empty hand nothing happens.</source>
        <translation>«&#xa0;Cette couleur&#xa0;» est la couleur de la carte remise&#xa0;; avec une main vide, rien ne se passe.</translation>
    </message>
    <message>
        <source>The symbols are the six standard icon types visible in that pile; with no pile of that color the highest number is 0, and a draw of 0 draws a 1.</source>
        <translation>Les symboles sont les six types de symboles standard visibles dans cette pile&#xa0;; sans pile de cette couleur, le plus grand nombre est 0, et une pioche de 0 pioche un 1.</translation>
    </message>
    <message>
        <source>The revealed card&apos;s value is compared with the values of the compelling player&apos;s top cards.</source>
        <translation>La valeur de la carte révélée est comparée aux valeurs des cartes du dessus du joueur qui contraint.</translation>
    </message>
    <message>
        <source>The revealed card is returned first, then the board&apos;s cards of its color, in ascending value, then title.</source>
        <translation>La carte révélée est remise d’abord, puis les cartes de sa couleur du plateau, par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>On a tie for the highest the compelled player picks the card.</source>
        <translation>En cas d’égalité pour la plus haute, le joueur contraint choisit la carte.</translation>
    </message>
    <message>
        <source>The values are the cards&apos; own (bonuses are not cards).</source>
        <translation>Les valeurs sont celles des cartes elles-mêmes (les bonus ne sont pas des cartes).</translation>
    </message>
    <message>
        <source>The three colors are one color prompt (exactly three of the five).</source>
        <translation>Les trois couleurs sont une seule question de couleur (exactement trois des cinq).</translation>
    </message>
    <message>
        <source>Otherwise the drawn card stays in your hand; the score pile&apos;s cards of its color are returned in ascending value, then title.</source>
        <translation>Sinon, la carte piochée reste dans votre main&#xa0;; les cartes de sa couleur de la pile de score sont remises par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>Without a top yellow card nothing is transferred; without a top green card nothing is returned.</source>
        <translation>Sans carte jaune du dessus, rien n’est transféré&#xa0;; sans carte verte du dessus, rien n’est remis.</translation>
    </message>
    <message>
        <source>The colors are compared after the meld, all five of them (a color without a pile has 0 visible cards), so a board missing a color never scores.</source>
        <translation>Les couleurs sont comparées après la pose, toutes les cinq (une couleur sans pile a 0 carte visible)&#xa0;: un plateau auquel il manque une couleur ne marque donc jamais.</translation>
    </message>
    <message>
        <source>The color prompt offers only the colors tied for the highest top card. A pile of one card: its bottom card is its top card, and melding it changes nothing.</source>
        <translation>La question de couleur ne propose que les couleurs à égalité pour la carte du dessus la plus haute. Une pile d’une carte&#xa0;: sa carte du dessous est sa carte du dessus, et la poser ne change rien.</translation>
    </message>
    <message>
        <source>The achievement is claimed even with an empty board: a value prompt over every available value.</source>
        <translation>L’accomplissement est remporté même avec un plateau vide&#xa0;: une question de valeur parmi toutes les valeurs disponibles.</translation>
    </message>
    <message>
        <source>The two cards are one cards prompt (asked only with more than two in hand); with fewer than two cards in hand, the ones there are revealed and returned, and nothing else happens.</source>
        <translation>Les deux cartes sont une seule question de cartes (posée seulement avec plus de deux cartes en main)&#xa0;; avec moins de deux cartes en main, celles qui s’y trouvent sont révélées et remises, et rien d’autre ne se passe.</translation>
    </message>
    <message>
        <source>The achievement is chosen by its value among every available standard achievement.</source>
        <translation>L’accomplissement est choisi par sa valeur parmi tous les accomplissements standard disponibles.</translation>
    </message>
    <message>
        <source>The two top cards are asked for only when more than two top cards share a value; values are face-up values.</source>
        <translation>Les deux cartes du dessus ne sont demandées que si plus de deux cartes du dessus ont une valeur en commun&#xa0;; les valeurs sont celles face visible.</translation>
    </message>
    <message>
        <source>A pile of one card cannot be splayed: its one card is visible, so a 1 is drawn and scored.</source>
        <translation>Une pile d’une carte ne peut pas être décalée&#xa0;: sa seule carte est visible, donc un 1 est pioché et marqué.</translation>
    </message>
    <message>
        <source>A pile of one card: the melded card is its bottom card.</source>
        <translation>Une pile d’une carte&#xa0;: la carte posée est sa carte du dessous.</translation>
    </message>
    <message>
        <source>The card&apos;s value is the melded card&apos;s (a higher one when the chosen value&apos;s pile was empty).</source>
        <translation>La valeur de la carte est celle de la carte posée (une plus haute si la pile de la valeur choisie était vide).</translation>
    </message>
    <message>
        <source>Without a blue card in hand nothing is melded, and the whole hand is still transferred.</source>
        <translation>Sans carte bleue en main, rien n’est posé, et toute la main est quand même transférée.</translation>
    </message>
    <message>
        <source>The drawn 7 is not revealed. The hand is returned first, then the score pile, each in ascending value.</source>
        <translation>Le 7 pioché n’est pas révélé. La main est remise d’abord, puis la pile de score, chacune par valeur croissante.</translation>
    </message>
    <message>
        <source>With an empty score pile nothing is melded, and nothing is drawn or executed.</source>
        <translation>Avec une pile de score vide, rien n’est posé, et rien n’est pioché ni exécuté.</translation>
    </message>
    <message>
        <source>The melded card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Leaf counts, counted before the meld.</source>
        <translation>Les exigences et contraintes de la carte posée touchent les adversaires vulnérables (admis à partager) selon les nombres de feuilles de cette action, comptés avant la pose.</translation>
    </message>
    <message>
        <source>The executing player deals the drawn cards, to their own board first, then to each other player clockwise; then they execute the card dealt to themselves.</source>
        <translation>Le joueur qui exécute distribue les cartes piochées, d’abord sur son propre plateau, puis à chaque autre joueur dans le sens horaire&#xa0;; puis il exécute la carte qu’il s’est donnée.</translation>
    </message>
    <message>
        <source>A card with more than three [Clock] has three [Clock].</source>
        <translation>Une carte avec plus de trois symboles [Clock] a trois symboles [Clock].</translation>
    </message>
    <message>
        <source>Value by value from 8 down, each on the board as it is then: a card uncovered by an earlier return can be returned at its value.</source>
        <translation>Valeur par valeur à partir de 8 en descendant, chacune sur le plateau tel qu’il est alors&#xa0;: une carte découverte par une remise précédente peut être remise à sa valeur.</translation>
    </message>
    <message>
        <source>The drawn card stays in hand.</source>
        <translation>La carte piochée reste en main.</translation>
    </message>
    <message>
        <source>A pile of one card: that card is its bottom card, and it is scored.</source>
        <translation>Une pile d’une carte&#xa0;: cette carte est sa carte du dessous, et elle est marquée.</translation>
    </message>
    <message>
        <source>With an empty hand nothing is returned and nothing is drawn.</source>
        <translation>Avec une main vide, rien n’est remis et rien n’est pioché.</translation>
    </message>
    <message>
        <source>Every value from 1 to 10 is offered. The score piles are emptied of that value player by player, clockwise from the current player.</source>
        <translation>Toutes les valeurs de 1 à 10 sont proposées. Les piles de score sont vidées de cette valeur joueur par joueur, dans le sens horaire à partir du joueur actif.</translation>
    </message>
    <message>
        <source>A card uncovered by a transfer can be transferred by the repeat.</source>
        <translation>Une carte découverte par un transfert peut être transférée par la répétition.</translation>
    </message>
    <message>
        <source>Without an 8 in hand nothing happens (no win).</source>
        <translation>Sans 8 en main, rien ne se passe (pas de victoire).</translation>
    </message>
    <message>
        <source>A card has no effects when it has neither dogma effects nor an echo effect of its own (a City, Battleship Yamato).</source>
        <translation>Une carte n’a aucun effet quand elle n’a ni effet Dogme ni effet d’écho propre (une Cité, Battleship Yamato).</translation>
    </message>
    <message>
        <source>Only a standard achievement is returned; achievements of one value are alike, so the value is chosen.</source>
        <translation>Seul un accomplissement standard est remis&#xa0;; les accomplissements d’une même valeur sont identiques, c’est donc la valeur qui est choisie.</translation>
    </message>
    <message>
        <source>A player without a top card of the drawn card&apos;s color has none; on a tie nobody achieves it, the card stays in the drawer&apos;s hand and the repeat stops.</source>
        <translation>Un joueur sans carte du dessus de la couleur de la carte piochée n’en a pas&#xa0;; en cas d’égalité personne ne l’accomplit, la carte reste dans la main de celui qui l’a piochée et la répétition s’arrête.</translation>
    </message>
    <message>
        <source>The repeat looks at the icons printed on the melded card, wherever its effects moved it.</source>
        <translation>La répétition regarde les symboles imprimés sur la carte posée, où que ses effets l’aient déplacée.</translation>
    </message>
    <message>
        <source>The melded card&apos;s demands and compels affect the opponents vulnerable (eligible to share) under this action&apos;s Clock counts, counted when the action began.</source>
        <translation>Les exigences et contraintes de la carte posée touchent les adversaires vulnérables (admis à partager) selon les nombres d’horloges de cette action, comptés au début de l’action.</translation>
    </message>
    <message>
        <source>The cards return in ascending value, then title. With an empty score pile nothing is returned and a 0 is drawn and scored: a 1, as for any draw of a value below 1.</source>
        <translation>Les cartes sont remises par valeur croissante, puis par titre. Avec une pile de score vide, rien n’est remis et un 0 est pioché et marqué&#xa0;: un 1, comme pour toute pioche d’une valeur inférieure à 1.</translation>
    </message>
    <message>
        <source>A demand effect is any kind of demand: an I DEMAND or an I COMPEL. The top cards are those on the board when the compel starts (a card uncovered meanwhile stays); they move in ascending value, then title.</source>
        <translation>Un effet d’exigence est toute sorte d’exigence&#xa0;: un J’EXIGE ou un JE CONTRAINS. Les cartes du dessus sont celles du plateau au début de la contrainte (une carte découverte entre-temps reste)&#xa0;; elles se déplacent par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>The compelled player with no 9 in hand and none in their score pile makes the compelling player win at once (with the team, in a team game); the opponents after them are not compelled.</source>
        <translation>Le joueur contraint qui n’a aucun 9 en main ni dans sa pile de score fait gagner aussitôt le joueur qui contraint (avec son équipe, en partie par équipes)&#xa0;; les adversaires suivants ne sont pas contraints.</translation>
    </message>
    <message>
        <source>Only colors that can be splayed up (two cards or more, not already up) are offered; with two or fewer such colors nothing is asked and they are splayed.</source>
        <translation>Seules les couleurs qui peuvent être décalées vers le haut (deux cartes ou plus, pas déjà vers le haut) sont proposées&#xa0;; avec deux couleurs ou moins de ce genre, rien n’est demandé et elles sont décalées.</translation>
    </message>
    <message>
        <source>The cards are drawn one by one (a 10 once the 9 pile is empty) and stay in the hand.</source>
        <translation>Les cartes sont piochées une à une (un 10 une fois la pile 9 vide) et restent dans la main.</translation>
    </message>
    <message>
        <source>The top cards with a [Clock] are counted once, before the first draw.</source>
        <translation>Les cartes du dessus avec un symbole [Clock] sont comptées une fois, avant la première pioche.</translation>
    </message>
    <message>
        <source>The two 10s are drawn and melded one after the other; drawing from an empty 10 pile ends the game.</source>
        <translation>Les deux 10 sont piochés et posés l’un après l’autre&#xa0;; piocher dans une pile 10 vide termine la partie.</translation>
    </message>
    <message>
        <source>A change is any card moving or any splay changing. Each repeat executes the top blue card as it is then; without a top blue card nothing happens.</source>
        <translation>Un changement est tout déplacement de carte ou tout changement de décalage. Chaque répétition exécute la carte bleue du dessus telle qu’elle est alors&#xa0;; sans carte bleue du dessus, rien ne se passe.</translation>
    </message>
    <message>
        <source>Points are the score, bonuses included.</source>
        <translation>Les points sont le score, bonus compris.</translation>
    </message>
    <message>
        <source>With the Artifacts 10 pile empty, a base 10 is drawn, melded and executed instead; with the base 10 pile empty too, the draw ends the game.</source>
        <translation>Si la pile Artefacts 10 est vide, un 10 de base est pioché, posé et exécuté à la place&#xa0;; si la pile de base 10 est vide aussi, la pioche termine la partie.</translation>
    </message>
    <message>
        <source>Every card of every pile moves, in ascending value, then title.</source>
        <translation>Chaque carte de chaque pile se déplace, par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>The compelled player leaves the game with every card they hold, their display and forecast included; their achievements leave the game too. In a team game their whole team leaves. When one player (or one team) is left, it wins at once.</source>
        <translation>Le joueur contraint quitte la partie avec toutes les cartes qu’il détient, exposition et prévision comprises&#xa0;; ses accomplissements quittent aussi la partie. En partie par équipes, toute son équipe part. Quand il ne reste qu’un joueur (ou qu’une équipe), il gagne aussitôt.</translation>
    </message>
    <message>
        <source>The player chooses the cards kept; the others return in ascending value, then title.</source>
        <translation>Le joueur choisit les cartes gardées&#xa0;; les autres sont remises par valeur croissante, puis par titre.</translation>
    </message>
    <message>
        <source>A tie for the most is enough (only texts that say &quot;single&quot; need one player alone); every player still in the game is compared, a teammate too.</source>
        <translation>Une égalité pour le plus suffit (seuls les textes qui disent «&#xa0;seul&#xa0;» exigent un joueur unique)&#xa0;; chaque joueur encore dans la partie est comparé, un partenaire aussi.</translation>
    </message>
    <message>
        <source>Cards showing: one for an unsplayed pile, all of a splayed pile. A tie for the most is enough.</source>
        <translation>Cartes visibles&#xa0;: une pour une pile non décalée, toutes pour une pile décalée. Une égalité pour le plus suffit.</translation>
    </message>
    <message>
        <source>Both &quot;you may&quot; are yes/no questions (the first asked only with a yellow pile). With an empty hand nothing is melded and the 10 is still drawn.</source>
        <translation>Les deux «&#xa0;vous pouvez&#xa0;» sont des questions oui/non (la première n’est posée qu’avec une pile jaune). Avec une main vide, rien n’est posé et le 10 est quand même pioché.</translation>
    </message>
    <message>
        <source>A player who shares it wins before the activator executes it.</source>
        <translation>Un joueur qui la partage gagne avant que le joueur actif ne l’exécute.</translation>
    </message>
    <message>
        <source>On a display it is no top card, so nothing happens. The top cards are those when the effect starts (the cards they uncover stay); a player who shares it removes them first, and then nothing is left to remove for the activator.</source>
        <translation>Sur une exposition, ce n’est pas une carte du dessus, donc rien ne se passe. Les cartes du dessus sont celles du début de l’effet (les cartes qu’elles découvrent restent)&#xa0;; un joueur qui partage les retire le premier, et il ne reste alors plus rien à retirer pour le joueur actif.</translation>
    </message>
    <message>
        <source>The colors go in the order red, yellow, green, blue, purple; for each the compelled player picks the card (asked only with two or more of that color).</source>
        <translation>Les couleurs vont dans l’ordre rouge, jaune, vert, bleu, violet&#xa0;; pour chacune, le joueur contraint choisit la carte (question posée seulement avec deux cartes ou plus de cette couleur).</translation>
    </message>
    <message>
        <source>A relic (option relics): a City of age 3 that is in no supply pile; it comes only by a seize, to a hand only when Cities is in play.</source>
        <translation>Une relique (option reliques)&#xa0;: une Cité d’âge 3 qui n’est dans aucune pioche&#xa0;; elle n’arrive que par une saisie, dans une main seulement si Cities est en jeu.</translation>
    </message>
    <message>
        <source>Its plus icon acts when it is melded by a Meld action, as any City&apos;s: draw a 4.</source>
        <translation>Son symbole plus agit quand elle est posée par une action Poser, comme celui de toute Cité&#xa0;: piochez un 4.</translation>
    </message>
    <message>
        <source>A relic (option relics): a base card of age 4 that is in no supply pile; it comes only by a seize.</source>
        <translation>Une relique (option reliques)&#xa0;: une carte de base d’âge 4 qui n’est dans aucune pioche&#xa0;; elle n’arrive que par une saisie.</translation>
    </message>
    <message>
        <source>&quot;The same icons&quot; are the six standard icon types, counted on every position of each card (a hexagon is no icon); the revealed card stays in the hand.</source>
        <translation>«&#xa0;Les mêmes symboles&#xa0;» sont les six types de symboles ordinaires, comptés sur chaque emplacement de chaque carte (un hexagone n’est pas un symbole)&#xa0;; la carte révélée reste dans la main.</translation>
    </message>
    <message>
        <source>The achievement claimed is an available standard achievement of the revealed card&apos;s value (the one that became available first); none is claimed if none of that value is available.</source>
        <translation>L’accomplissement remporté est un accomplissement ordinaire disponible de la valeur de la carte révélée (celui devenu disponible en premier)&#xa0;; aucun n’est remporté si aucun de cette valeur n’est disponible.</translation>
    </message>
    <message>
        <source>A relic (option relics): an Artifact of age 5 that is in no supply pile; it comes only by a seize. Returned, it goes back to the relic area, not to the Artifacts 5 pile.</source>
        <translation>Une relique (option reliques)&#xa0;: un Artefact d’âge 5 qui n’est dans aucune pioche&#xa0;; il n’arrive que par une saisie. Remis, il retourne dans la zone des reliques, pas dans la pioche Artefacts 5.</translation>
    </message>
    <message>
        <source>The cards are returned in one choice, any number of them; returning none does nothing more.</source>
        <translation>Les cartes sont remises en un seul choix, autant que vous voulez&#xa0;; n’en remettre aucune ne fait rien de plus.</translation>
    </message>
    <message>
        <source>A relic (option relics): a Figure (Figures in the Sand), a set this program does not have, so it is only ever seized to achievements, where it counts as one.</source>
        <translation>Une relique (option reliques)&#xa0;: un Personnage (Figures in the Sand), un ensemble que ce programme n’a pas&#xa0;; elle n’est donc saisie que vers les accomplissements, où elle compte pour un.</translation>
    </message>
    <message>
        <source>Its karma effects (&quot;When you meld this card, transfer an achievement from an opponent&apos;s achievements to yours.&quot; and &quot;If you would score a non-figure, instead transfer a card of the same value from an opponent&apos;s score pile to yours.&quot;) never act.</source>
        <translation>Ses effets de karma («&#xa0;Quand vous posez cette carte, transférez un accomplissement des accomplissements d’un adversaire vers les vôtres.&#xa0;» et «&#xa0;Si vous deviez marquer une carte qui n’est pas un personnage, transférez à la place une carte de même valeur de la pile de score d’un adversaire vers la vôtre.&#xa0;») n’agissent jamais.</translation>
    </message>
    <message>
        <source>A relic (option relics): an Echoes card of age 7 that is in no supply pile; it comes only by a seize, to a hand only when Echoes is in play. Its echo effect (draw and score a 7) runs like any Echoes card&apos;s.</source>
        <translation>Une relique (option reliques)&#xa0;: une carte Echoes d’âge 7 qui n’est dans aucune pioche&#xa0;; elle n’arrive que par une saisie, dans une main seulement si Echoes est en jeu. Son effet d’écho (piochez et marquez un 7) s’exécute comme celui de toute carte Echoes.</translation>
    </message>
    <message>
        <source>The demanded player returns every card above 6 in their hand (in ascending value, then title), then draws a 6 even if they returned nothing.</source>
        <translation>Le joueur visé remet chaque carte de plus de 6 de sa main (par valeur croissante, puis par titre), puis pioche un 6 même s’il n’a rien remis.</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>You may return a card from your hand. If you do, draw and score a card of value one higher than the card you returned.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, piochez et marquez une carte d’une valeur supérieure d’un à celle de la carte remise.</translation>
    </message>
    <message>
        <source>I demand you draw a 1, then transfer the highest card in your hand to my hand!</source>
        <translation>J’exige que vous piochiez un 1, puis que vous transfériez la carte la plus haute de votre main dans ma main&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you transfer a top card with a [Castle] from your board to my board if you have at least four [Castle] icons on your board! If you do, draw a 1!</source>
        <translation>J’exige que vous transfériez une carte du dessus avec un symbole [Castle] de votre plateau vers mon plateau si vous avez au moins quatre symboles [Castle] sur votre plateau&#xa0;! Si vous le faites, piochez un 1&#xa0;!</translation>
    </message>
    <message>
        <source>Meld a card from your hand of different color from any card on your board.</source>
        <translation>Posez une carte de votre main d’une couleur différente de celle de toutes les cartes de votre plateau.</translation>
    </message>
    <message>
        <source>Draw and score a 1 for each color present on your board not present on any other player&apos;s board.</source>
        <translation>Piochez et marquez un 1 pour chaque couleur présente sur votre plateau et absente du plateau de tous les autres joueurs.</translation>
    </message>
    <message>
        <source>You may tuck a card from your hand of the same color as any card on your board. If you do, you may splay that color of your cards left.</source>
        <translation>Vous pouvez glisser dessous une carte de votre main de la même couleur qu’une carte de votre plateau. Si vous le faites, vous pouvez décaler vos cartes de cette couleur à gauche.</translation>
    </message>
    <message>
        <source>Meld the lowest card in your hand. Draw a 1.</source>
        <translation>Posez la carte la plus basse de votre main. Piochez un 1.</translation>
    </message>
    <message>
        <source>You may meld any number of cards from your hand, each with a [Castle]. If you melded four or more cards, claim the Monument achievement.</source>
        <translation>Vous pouvez poser autant de cartes de votre main que vous le souhaitez, chacune avec un symbole [Castle]. Si vous avez posé quatre cartes ou plus, remportez l’accomplissement Monument.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If it has a [Castle], score it and repeat this dogma effect. Otherwise, keep it.</source>
        <translation>Piochez et révélez un 1. S’il a un symbole [Castle], marquez-le et répétez cet effet Dogme. Sinon, gardez-le.</translation>
    </message>
    <message>
        <source>Draw a 1. If it is the same color as any card on your board, meld it and draw a 1.</source>
        <translation>Piochez un 1. S’il est de la même couleur qu’une carte de votre plateau, posez-le et piochez un 1.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a [Crown] from your hand to my score pile! If you do, draw a 1.</source>
        <translation>J’exige que vous transfériez une carte avec un symbole [Crown] de votre main vers ma pile de score&#xa0;! Si vous le faites, piochez un 1.</translation>
    </message>
    <message>
        <source>If no cards were transferred due to this demand, draw a 1.</source>
        <translation>Si aucune carte n’a été transférée à cause de cette exigence, piochez un 1.</translation>
    </message>
    <message>
        <source>You may return up to three cards from your hand. If you returned any cards, draw and score a card of value equal to the number of cards you returned.</source>
        <translation>Vous pouvez remettre jusqu’à trois cartes de votre main. Si vous avez remis des cartes, piochez et marquez une carte de valeur égale au nombre de cartes remises.</translation>
    </message>
    <message>
        <source>Draw a 1.</source>
        <translation>Piochez un 1.</translation>
    </message>
    <message>
        <source>Draw and meld a 1.</source>
        <translation>Piochez et posez un 1.</translation>
    </message>
    <message>
        <source>Draw two 1.</source>
        <translation>Piochez deux 1.</translation>
    </message>
    <message>
        <source>You may return three cards from your hand. If you do, draw and meld a 3.</source>
        <translation>Vous pouvez remettre trois cartes de votre main. Si vous le faites, piochez et posez un 3.</translation>
    </message>
    <message>
        <source>You may return a 3 from your hand. If you do, draw three 1.</source>
        <translation>Vous pouvez remettre un 3 de votre main. Si vous le faites, piochez trois 1.</translation>
    </message>
    <message>
        <source>Draw a 2.</source>
        <translation>Piochez un 2.</translation>
    </message>
    <message>
        <source>If you have more cards in your score pile than in your hand, draw two 3.</source>
        <translation>Si vous avez plus de cartes dans votre pile de score que dans votre main, piochez deux 3.</translation>
    </message>
    <message>
        <source>You may exchange all the highest cards in your hand with all the highest cards in your score pile.</source>
        <translation>Vous pouvez échanger toutes les cartes les plus hautes de votre main avec toutes les cartes les plus hautes de votre pile de score.</translation>
    </message>
    <message>
        <source>I demand you transfer two cards from your hand to my hand, then draw a 2!</source>
        <translation>J’exige que vous transfériez deux cartes de votre main dans ma main, puis que vous piochiez un 2&#xa0;!</translation>
    </message>
    <message>
        <source>If you are the only player with five top cards, claim the Empire achievement.</source>
        <translation>Si vous êtes le seul joueur à avoir cinq cartes du dessus, remportez l’accomplissement Empire.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. If you do, draw and score a 2 for every different value of card you returned.</source>
        <translation>Vous pouvez remettre autant de cartes de votre main que vous le souhaitez. Si vous le faites, piochez et marquez un 2 pour chaque valeur différente parmi les cartes remises.</translation>
    </message>
    <message>
        <source>Draw a 2 for every two [Leaf] icons on your board.</source>
        <translation>Piochez un 2 pour chaque paire de symboles [Leaf] sur votre plateau.</translation>
    </message>
    <message>
        <source>I demand you transfer a 1 from your score pile to my score pile.</source>
        <translation>J’exige que vous transfériez un 1 de votre pile de score vers ma pile de score.</translation>
    </message>
    <message>
        <source>If any card was transferred due to the demand, draw and score a 1.</source>
        <translation>Si une carte a été transférée à cause de l’exigence, piochez et marquez un 1.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, draw and meld a card of value one higher than the card you returned.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, piochez et posez une carte d’une valeur supérieure d’un à celle de la carte remise.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card on your board of a different color from any card on my board to my score pile! If you do, draw and tuck a 1!</source>
        <translation>J’exige que vous transfériez vers ma pile de score une carte du dessus de votre plateau d’une couleur différente de celle de toutes les cartes de mon plateau&#xa0;! Si vous le faites, piochez un 1 et glissez-le dessous&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and tuck a 1.</source>
        <translation>Piochez un 1 et glissez-le dessous.</translation>
    </message>
    <message>
        <source>You may splay left any one color of your cards.</source>
        <translation>Vous pouvez décaler à gauche vos cartes d’une couleur de votre choix.</translation>
    </message>
    <message>
        <source>You may score a card from your hand.</source>
        <translation>Vous pouvez marquer une carte de votre main.</translation>
    </message>
    <message>
        <source>Meld one or two cards from your hand. If you melded two, you may transfer your top red card to another player&apos;s board. In exchange, transfer that player&apos;s top green card to your board.</source>
        <translation>Posez une ou deux cartes de votre main. Si vous en avez posé deux, vous pouvez transférer votre carte rouge du dessus sur le plateau d’un autre joueur. En échange, transférez la carte verte du dessus de ce joueur sur votre plateau.</translation>
    </message>
    <message>
        <source>Draw and reveal a 4 for every three [Castle] icons on your board. If any of the drawn cards are red, return the cards drawn and all cards in your hand. Otherwise, keep them.</source>
        <translation>Piochez et révélez un 4 pour chaque groupe de trois symboles [Castle] sur votre plateau. Si l’une des cartes piochées est rouge, remettez les cartes piochées et toutes les cartes de votre main. Sinon, gardez-les.</translation>
    </message>
    <message>
        <source>Meld a card from your hand, then score a card from your hand.</source>
        <translation>Posez une carte de votre main, puis marquez une carte de votre main.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-green card with a [Leaf] from your board to my board, and then transfer a top card without a [Leaf] from my board to your board.</source>
        <translation>J’exige que vous transfériez une carte du dessus non verte avec un symbole [Leaf] de votre plateau vers mon plateau, puis que vous transfériez une carte du dessus sans symbole [Leaf] de mon plateau vers votre plateau.</translation>
    </message>
    <message>
        <source>You may return the highest card from your score pile. If you do, draw a card of value two higher than the highest card remaining in your score pile.</source>
        <translation>Vous pouvez remettre la carte la plus haute de votre pile de score. Si vous le faites, piochez une carte d’une valeur supérieure de deux à celle de la carte la plus haute restant dans votre pile de score.</translation>
    </message>
    <message>
        <source>I demand you transfer all top cards with a [Castle] from your board to my score pile!</source>
        <translation>J’exige que vous transfériez toutes les cartes du dessus avec un symbole [Castle] de votre plateau vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your red cards left.</source>
        <translation>Vous pouvez décaler vos cartes rouges à gauche.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a [Castle] from your hand to my hand!</source>
        <translation>J’exige que vous transfériez une carte avec un symbole [Castle] de votre main dans ma main&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your yellow or purple cards left.</source>
        <translation>Vous pouvez décaler vos cartes jaunes ou violettes à gauche.</translation>
    </message>
    <message>
        <source>I demand you exchange all cards in your hand with all the highest cards in my hand!</source>
        <translation>J’exige que vous échangiez toutes les cartes de votre main avec toutes les cartes les plus hautes de ma main&#xa0;!</translation>
    </message>
    <message>
        <source>Score a card from your hand with a [Castle]. You may splay your red cards left.</source>
        <translation>Marquez une carte de votre main avec un symbole [Castle]. Vous pouvez décaler vos cartes rouges à gauche.</translation>
    </message>
    <message>
        <source>I demand you exchange the highest card in your score pile with the lowest card in my score pile!</source>
        <translation>J’exige que vous échangiez la carte la plus haute de votre pile de score avec la carte la plus basse de ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and meld a 3. If it has a [Crown], draw and score a 4. Otherwise, transfer a card from your score pile to the score pile of an opponent with fewer points than you.</source>
        <translation>Piochez et posez un 3. S’il a un symbole [Crown], piochez et marquez un 4. Sinon, transférez une carte de votre pile de score vers la pile de score d’un adversaire ayant moins de points que vous.</translation>
    </message>
    <message>
        <source>You may splay your green or blue cards left.</source>
        <translation>Vous pouvez décaler vos cartes vertes ou bleues à gauche.</translation>
    </message>
    <message>
        <source>Draw a 4 for every color you have splayed left.</source>
        <translation>Piochez un 4 pour chaque couleur que vous avez décalée à gauche.</translation>
    </message>
    <message>
        <source>You may meld all the cards in your score pile. If you meld one, you must meld them all.</source>
        <translation>Vous pouvez poser toutes les cartes de votre pile de score. Si vous en posez une, vous devez toutes les poser.</translation>
    </message>
    <message>
        <source>If each top card on your board has a [Crown], claim the World achievement.</source>
        <translation>Si chaque carte du dessus de votre plateau a un symbole [Crown], remportez l’accomplissement Monde.</translation>
    </message>
    <message>
        <source>I demand you return a card from your score pile! If you do, return a top card of equal value from your board!</source>
        <translation>J’exige que vous remettiez une carte de votre pile de score&#xa0;! Si vous le faites, remettez une carte du dessus de même valeur de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and tuck a 3. If it has a [Crown], repeat this dogma effect.</source>
        <translation>Piochez un 3 et glissez-le dessous. S’il a un symbole [Crown], répétez cet effet Dogme.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-purple card with a [Crown] from your board to my board! If you do, draw and meld a 4!</source>
        <translation>J’exige que vous transfériez une carte du dessus non violette avec un symbole [Crown] de votre plateau vers mon plateau&#xa0;! Si vous le faites, piochez et posez un 4&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your green cards right.</source>
        <translation>Vous pouvez décaler vos cartes vertes à droite.</translation>
    </message>
    <message>
        <source>Draw and meld a 5.</source>
        <translation>Piochez et posez un 5.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card with a [Castle] from your board to my score pile!</source>
        <translation>J’exige que vous transfériez une carte du dessus avec un symbole [Castle] de votre plateau vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>If any card was transferred due to the demand, draw and score a 2.</source>
        <translation>Si une carte a été transférée à cause de l’exigence, piochez et marquez un 2.</translation>
    </message>
    <message>
        <source>You may splay right any one color of your cards currently splayed left. If you do, draw and score a 4.</source>
        <translation>Vous pouvez décaler à droite vos cartes d’une couleur de votre choix actuellement décalée à gauche. Si vous le faites, piochez et marquez un 4.</translation>
    </message>
    <message>
        <source>If you have five colors splayed, each in any direction, claim the Wonder achievement.</source>
        <translation>Si vous avez cinq couleurs décalées, chacune dans n’importe quelle direction, remportez l’accomplissement Merveille.</translation>
    </message>
    <message>
        <source>I demand you transfer a 2 or 3 from your score pile to my score pile!</source>
        <translation>J’exige que vous transfériez un 2 ou un 3 de votre pile de score vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, score a card from your hand for every two [LIghtbulb] icons on your board.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, marquez une carte de votre main pour chaque paire de symboles [LIghtbulb] sur votre plateau.</translation>
    </message>
    <message>
        <source>You may return a card from your score pile. If you do, draw a card of value two higher than the top purple card on your board.</source>
        <translation>Vous pouvez remettre une carte de votre pile de score. Si vous le faites, piochez une carte d’une valeur supérieure de deux à celle de votre carte violette du dessus.</translation>
    </message>
    <message>
        <source>You may splay your blue cards right.</source>
        <translation>Vous pouvez décaler vos cartes bleues à droite.</translation>
    </message>
    <message>
        <source>You may tuck a card from your hand for every two [Leaf] icons on your board.</source>
        <translation>Vous pouvez glisser dessous une carte de votre main pour chaque paire de symboles [Leaf] sur votre plateau.</translation>
    </message>
    <message>
        <source>You may splay your yellow or purple cards right.</source>
        <translation>Vous pouvez décaler vos cartes jaunes ou violettes à droite.</translation>
    </message>
    <message>
        <source>Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma effect.</source>
        <translation>Piochez et révélez un 6. Si la carte est verte ou bleue, posez-la et répétez cet effet Dogme.</translation>
    </message>
    <message>
        <source>If all non-purple top cards on your board are value 6 or higher, claim the Universe achievement.</source>
        <translation>Si toutes les cartes du dessus non violettes de votre plateau sont de valeur 6 ou plus, remportez l’accomplissement Univers.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-green card with a [Factory] from your board to my board! If you do, draw and score a 5.</source>
        <translation>J’exige que vous transfériez une carte du dessus non verte avec un symbole [Factory] de votre plateau vers mon plateau&#xa0;! Si vous le faites, piochez et marquez un 5.</translation>
    </message>
    <message>
        <source>Draw and score a card of value one higher than the highest top card on your board and then return a card from your score pile.</source>
        <translation>Piochez et marquez une carte d’une valeur supérieure d’un à celle de la carte du dessus la plus haute de votre plateau, puis remettez une carte de votre pile de score.</translation>
    </message>
    <message>
        <source>Draw and tuck a 5.</source>
        <translation>Piochez un 5 et glissez-le dessous.</translation>
    </message>
    <message>
        <source>You may splay your red cards right.</source>
        <translation>Vous pouvez décaler vos cartes rouges à droite.</translation>
    </message>
    <message>
        <source>You may score any one of your top cards. If you do, also score the card beneath it.</source>
        <translation>Vous pouvez marquer l’une de vos cartes du dessus, au choix. Si vous le faites, marquez aussi la carte située dessous.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, splay any one color of your cards right, and draw a card of value equal to the number of cards of that color on your board.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, décalez à droite vos cartes d’une couleur de votre choix, et piochez une carte de valeur égale au nombre de cartes de cette couleur sur votre plateau.</translation>
    </message>
    <message>
        <source>Draw three 6 and reveal them. If two or more of the drawn cards are of the same color, return the drawn cards and all the cards in your hand. Otherwise, keep them.</source>
        <translation>Piochez trois 6 et révélez-les. Si deux cartes piochées ou plus sont de la même couleur, remettez les cartes piochées et toutes les cartes de votre main. Sinon, gardez-les.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-purple card with a [Lightbulb] from your board to my board! If you do, draw a 5!</source>
        <translation>J’exige que vous transfériez une carte du dessus non violette avec un symbole [Lightbulb] de votre plateau vers mon plateau&#xa0;! Si vous le faites, piochez un 5&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you draw the highest card in your score pile! If you do, and have only one card in your hand afterwards, repeat this demand!</source>
        <translation>J’exige que vous piochiez la carte la plus haute de votre pile de score&#xa0;! Si vous le faites et n’avez ensuite qu’une seule carte en main, répétez cette exigence&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your yellow cards right.</source>
        <translation>Vous pouvez décaler vos cartes jaunes à droite.</translation>
    </message>
    <message>
        <source>Draw and tuck two 4, then score your bottom yellow card.</source>
        <translation>Piochez deux 4 et glissez-les dessous, puis marquez votre carte jaune du dessous.</translation>
    </message>
    <message>
        <source>I demand you transfer two cards of value 4 or less from your score pile to my score pile!</source>
        <translation>J’exige que vous transfériez deux cartes de valeur 4 ou moins de votre pile de score vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>If any card was transferred due to the demand, score the lowest top card with a [Crown] from your board.</source>
        <translation>Si une carte a été transférée à cause de l’exigence, marquez la carte du dessus la plus basse avec un symbole [Crown] de votre plateau.</translation>
    </message>
    <message>
        <source>Draw and meld a 7.</source>
        <translation>Piochez et posez un 7.</translation>
    </message>
    <message>
        <source>You may draw and tuck a 6. If you do, score all your top cards without a [Factory].</source>
        <translation>Vous pouvez piocher un 6 et le glisser dessous. Si vous le faites, marquez toutes vos cartes du dessus sans symbole [Factory].</translation>
    </message>
    <message>
        <source>Reveal the color of a card from your hand. Take into your hand all cards of that color from all other player&apos;s hands. Then, meld all cards of that color from your hand.</source>
        <translation>Révélez la couleur d’une carte de votre main. Prenez dans votre main toutes les cartes de cette couleur des mains de tous les autres joueurs. Ensuite, posez toutes les cartes de cette couleur de votre main.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. If you have returned more cards than any other player due to Democracy this phase, draw and score an 8.</source>
        <translation>Vous pouvez remettre autant de cartes de votre main que vous le souhaitez. Si vous avez remis plus de cartes que tout autre joueur grâce à Democracy pendant cette phase, piochez et marquez un 8.</translation>
    </message>
    <message>
        <source>I demand you transfer a card from your hand to my score pile! If you do, draw a 6!</source>
        <translation>J’exige que vous transfériez une carte de votre main vers ma pile de score&#xa0;! Si vous le faites, piochez un 6&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your red or purple cards right.</source>
        <translation>Vous pouvez décaler vos cartes rouges ou violettes à droite.</translation>
    </message>
    <message>
        <source>You may meld all the highest cards in your score pile. If you meld one of the highest, you must meld all of the highest.</source>
        <translation>Vous pouvez poser toutes les cartes les plus hautes de votre pile de score. Si vous posez l’une des plus hautes, vous devez poser toutes les plus hautes.</translation>
    </message>
    <message>
        <source>Draw and tuck a 6 for every two [Factory] icons on your board.</source>
        <translation>Piochez un 6 et glissez-le dessous pour chaque paire de symboles [Factory] sur votre plateau.</translation>
    </message>
    <message>
        <source>Draw and score a card of value equal to the highest card in your score pile.</source>
        <translation>Piochez et marquez une carte de valeur égale à celle de la carte la plus haute de votre pile de score.</translation>
    </message>
    <message>
        <source>If your green cards are splayed right, you may splay any color of your cards right.</source>
        <translation>Si vos cartes vertes sont décalées à droite, vous pouvez décaler à droite vos cartes d’une couleur de votre choix.</translation>
    </message>
    <message>
        <source>I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a 6!</source>
        <translation>J’exige que vous remettiez toutes les cartes les plus basses de votre pile de score&#xa0;! Si vous en avez remis, piochez et posez un 6&#xa0;!</translation>
    </message>
    <message>
        <source>If any card was returned as a result of the demand, draw and meld a 7.</source>
        <translation>Si une carte a été remise à la suite de l’exigence, piochez et posez un 7.</translation>
    </message>
    <message>
        <source>You may exchange all the cards in your hand with all the cards in your score pile. If you exchange one, you must exchange them all.</source>
        <translation>Vous pouvez échanger toutes les cartes de votre main avec toutes les cartes de votre pile de score. Si vous en échangez une, vous devez toutes les échanger.</translation>
    </message>
    <message>
        <source>I demand you transfer two cards from your score pile to my score pile!</source>
        <translation>J’exige que vous transfériez deux cartes de votre pile de score vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Return all your top cards without a [Factory], then draw an 8 for each card you returned.</source>
        <translation>Remettez toutes vos cartes du dessus sans symbole [Factory], puis piochez un 8 pour chaque carte remise.</translation>
    </message>
    <message>
        <source>You may choose to either draw and score an 8 and then return a card from your score pile, or draw a card of value one higher than the highest card in your score pile.</source>
        <translation>Vous pouvez choisir soit de piocher et marquer un 8 puis de remettre une carte de votre pile de score, soit de piocher une carte d’une valeur supérieure d’un à celle de la carte la plus haute de votre pile de score.</translation>
    </message>
    <message>
        <source>I demand you transfer your three highest cards from your hand to my hand! If you do, and then have no cards in hand, draw a 7!</source>
        <translation>J’exige que vous transfériez vos trois cartes les plus hautes de votre main dans ma main&#xa0;! Si vous le faites et n’avez ensuite plus de cartes en main, piochez un 7&#xa0;!</translation>
    </message>
    <message>
        <source>You may tuck up to three cards from your hand. If you do, draw and score a 7 for every different value of card you tucked.</source>
        <translation>Vous pouvez glisser dessous jusqu’à trois cartes de votre main. Si vous le faites, piochez et marquez un 7 pour chaque valeur différente parmi les cartes glissées dessous.</translation>
    </message>
    <message>
        <source>You may rearrange the order of one color of cards on your board.</source>
        <translation>Vous pouvez réorganiser l’ordre des cartes d’une couleur de votre plateau.</translation>
    </message>
    <message>
        <source>You may splay your yellow or blue cards up.</source>
        <translation>Vous pouvez décaler vos cartes jaunes ou bleues vers le haut.</translation>
    </message>
    <message>
        <source>Return all cards from your hand, then draw three 6.</source>
        <translation>Remettez toutes les cartes de votre main, puis piochez trois 6.</translation>
    </message>
    <message>
        <source>You may splay up any one color of your cards currently splayed right.</source>
        <translation>Vous pouvez décaler vers le haut vos cartes d’une couleur de votre choix actuellement décalée à droite.</translation>
    </message>
    <message>
        <source>I demand you return half (rounded down) of the cards in your hand!</source>
        <translation>J’exige que vous remettiez la moitié (arrondie à l’inférieur) des cartes de votre main&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you exchange the two highest cards in your hand with the lowest card in my hand!</source>
        <translation>J’exige que vous échangiez les deux cartes les plus hautes de votre main avec la carte la plus basse de ma main&#xa0;!</translation>
    </message>
    <message>
        <source>You may return up to three cards from your hand. For every different value of card that you returned, draw two 8.</source>
        <translation>Vous pouvez remettre jusqu’à trois cartes de votre main. Pour chaque valeur différente parmi les cartes remises, piochez deux 8.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-green card with a [Factory] from your board to my score pile! If you do, draw and meld an 8.</source>
        <translation>J’exige que vous transfériez une carte du dessus non verte avec un symbole [Factory] de votre plateau vers ma pile de score&#xa0;! Si vous le faites, piochez et posez un 8.</translation>
    </message>
    <message>
        <source>Draw and meld an 8.</source>
        <translation>Piochez et posez un 8.</translation>
    </message>
    <message>
        <source>Choose two colors, then draw and reveal a 9. If it is either of the colors you chose, meld it and you may splay your cards of that color up.</source>
        <translation>Choisissez deux couleurs, puis piochez et révélez un 9. S’il est de l’une des couleurs choisies, posez-le&#xa0;; vous pouvez alors décaler vos cartes de cette couleur vers le haut.</translation>
    </message>
    <message>
        <source>If you have twenty or more [Lightbulb] icons on your board, you win.</source>
        <translation>Si vous avez vingt symboles [Lightbulb] ou plus sur votre plateau, vous gagnez.</translation>
    </message>
    <message>
        <source>If your red cards are splayed up, you may splay any one color of your cards up.</source>
        <translation>Si vos cartes rouges sont décalées vers le haut, vous pouvez décaler vers le haut vos cartes d’une couleur de votre choix.</translation>
    </message>
    <message>
        <source>You may splay your red cards up.</source>
        <translation>Vous pouvez décaler vos cartes rouges vers le haut.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, choose a value, and return all cards of that value from all score piles.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, choisissez une valeur, et remettez toutes les cartes de cette valeur de toutes les piles de score.</translation>
    </message>
    <message>
        <source>You may splay your purple cards up.</source>
        <translation>Vous pouvez décaler vos cartes violettes vers le haut.</translation>
    </message>
    <message>
        <source>I demand you transfer your two highest non-red cards without a [Factory] from your board to my score pile! If you transferred any cards, draw an 8!</source>
        <translation>J’exige que vous transfériez vos deux cartes non rouges les plus hautes sans symbole [Factory] de votre plateau vers ma pile de score&#xa0;! Si vous avez transféré des cartes, piochez un 8&#xa0;!</translation>
    </message>
    <message>
        <source>You may return up to two cards from your hand. If you return two, draw a 10 and then draw and score a 10.</source>
        <translation>Vous pouvez remettre jusqu’à deux cartes de votre main. Si vous en remettez deux, piochez un 10, puis piochez et marquez un 10.</translation>
    </message>
    <message>
        <source>Return a card in any other player&apos;s score pile for every two [Clock] icons on your board.</source>
        <translation>Remettez une carte de la pile de score de n’importe quel autre joueur pour chaque paire de symboles [Clock] sur votre plateau.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-yellow card with a [Clock] from your board to my board! If you do, score the card beneath it, and return all other cards from that pile!</source>
        <translation>J’exige que vous transfériez une carte du dessus non jaune avec un symbole [Clock] de votre plateau vers mon plateau&#xa0;! Si vous le faites, marquez la carte située dessous, et remettez toutes les autres cartes de cette pile&#xa0;!</translation>
    </message>
    <message>
        <source>You may tuck all cards from your hand. If you tuck one, you must tuck them all. If you tucked at least one purple card, take all the lowest cards in each other player&apos;s hand into your hand.</source>
        <translation>Vous pouvez glisser dessous toutes les cartes de votre main. Si vous en glissez une dessous, vous devez toutes les glisser dessous. Si vous avez glissé dessous au moins une carte violette, prenez dans votre main toutes les cartes les plus basses de la main de chaque autre joueur.</translation>
    </message>
    <message>
        <source>I demand you draw two 9 and reveal them. Transfer the card of my choice to my board, and meld the other.</source>
        <translation>J’exige que vous piochiez deux 9 et que vous les révéliez. Transférez la carte de mon choix sur mon plateau, et posez l’autre.</translation>
    </message>
    <message>
        <source>If you have ten or more green cards on your board, you win.</source>
        <translation>Si vous avez dix cartes vertes ou plus sur votre plateau, vous gagnez.</translation>
    </message>
    <message>
        <source>I demand you transfer all but one card from your hand to my hand! Also, transfer the highest card from your score pile to my score pile!</source>
        <translation>J’exige que vous transfériez toutes les cartes de votre main sauf une dans ma main&#xa0;! Transférez aussi la carte la plus haute de votre pile de score vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your red cards or your green cards up.</source>
        <translation>Vous pouvez décaler vos cartes rouges ou vos cartes vertes vers le haut.</translation>
    </message>
    <message>
        <source>Draw and meld a 10, then execute its non-demand dogma effects for yourself only.</source>
        <translation>Piochez et posez un 10, puis exécutez pour vous seul ses effets Dogme qui ne sont pas des exigences.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, score a card from your hand and draw two 10.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, marquez une carte de votre main et piochez deux 10.</translation>
    </message>
    <message>
        <source>I demand you draw a 10! If it is red, remove all hands, boards, and score piles from the game! If this occurs, the dogma action is complete.</source>
        <translation>J’exige que vous piochiez un 10&#xa0;! S’il est rouge, retirez du jeu toutes les mains, tous les plateaux et toutes les piles de score&#xa0;! Si cela se produit, l’action Dogme est terminée.</translation>
    </message>
    <message>
        <source>Return a top card other than Fission from any player&apos;s board.</source>
        <translation>Remettez une carte du dessus autre que Fission du plateau de n’importe quel joueur.</translation>
    </message>
    <message>
        <source>Draw and meld a 10. Score all cards beneath it.</source>
        <translation>Piochez et posez un 10. Marquez toutes les cartes situées dessous.</translation>
    </message>
    <message>
        <source>Return all cards from your hand, and draw three 8.</source>
        <translation>Remettez toutes les cartes de votre main, et piochez trois 8.</translation>
    </message>
    <message>
        <source>Meld a card from your hand and then execute each of its non-demand dogma effects for yourself only.</source>
        <translation>Posez une carte de votre main, puis exécutez pour vous seul chacun de ses effets Dogme qui ne sont pas des exigences.</translation>
    </message>
    <message>
        <source>I demand you transfer all the highest cards from your score pile to my hand! If you transferred any cards, then transfer a top card from my board without a [Leaf] to your hand!</source>
        <translation>J’exige que vous transfériez toutes les cartes les plus hautes de votre pile de score dans ma main&#xa0;! Si vous avez transféré des cartes, transférez ensuite une carte du dessus sans symbole [Leaf] de mon plateau dans votre main&#xa0;!</translation>
    </message>
    <message>
        <source>Reveal a card from your hand. Take into your hand the top card of that color from all other players&apos; boards.</source>
        <translation>Révélez une carte de votre main. Prenez dans votre main la carte du dessus de cette couleur des plateaux de tous les autres joueurs.</translation>
    </message>
    <message>
        <source>You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked.</source>
        <translation>Vous pouvez glisser dessous autant de cartes de votre main que vous le souhaitez. Piochez et marquez un 1 pour chaque carte glissée dessous.</translation>
    </message>
    <message>
        <source>Draw and score a 10.</source>
        <translation>Piochez et marquez un 10.</translation>
    </message>
    <message>
        <source>If Robotics and Software are top cards on any board, the single player with the lowest score wins.</source>
        <translation>Si Robotics et Software sont des cartes du dessus sur n’importe quel plateau, le joueur qui a seul le score le plus bas gagne.</translation>
    </message>
    <message>
        <source>Transfer a top card with a [Leaf] from any other player&apos;s board to your score pile.</source>
        <translation>Transférez une carte du dessus avec un symbole [Leaf] du plateau de n’importe quel autre joueur vers votre pile de score.</translation>
    </message>
    <message>
        <source>If any player has fewer than three [Leaf] icons on their board, the single player with the most [Leaf] icons on their board wins.</source>
        <translation>Si un joueur a moins de trois symboles [Leaf] sur son plateau, le joueur qui a seul le plus de symboles [Leaf] sur son plateau gagne.</translation>
    </message>
    <message>
        <source>I demand you return half (rounded up) of the cards in your score pile!</source>
        <translation>J’exige que vous remettiez la moitié (arrondie au supérieur) des cartes de votre pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you return a top card with a [Leaf] on your board!</source>
        <translation>J’exige que vous remettiez une carte du dessus avec un symbole [Leaf] de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and score a 6. If no player has more [Leaf] icons than [Factory] icons on their board, the single player with the most points wins.</source>
        <translation>Piochez et marquez un 6. Si aucun joueur n’a plus de symboles [Leaf] que de symboles [Factory] sur son plateau, le joueur qui a seul le plus de points gagne.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you returned a 10, draw a 10 for every different value of card in your score pile.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous avez remis un 10, piochez un 10 pour chaque valeur de carte différente dans votre pile de score.</translation>
    </message>
    <message>
        <source>Score your top green card. Draw and meld a 10, then execute its non-demand dogma effects for yourself only.</source>
        <translation>Marquez votre carte verte du dessus. Piochez et posez un 10, puis exécutez pour vous seul ses effets Dogme qui ne sont pas des exigences.</translation>
    </message>
    <message>
        <source>Execute the non-demand dogma effects of any other top card on your board for yourself only.</source>
        <translation>Exécutez pour vous seul les effets Dogme qui ne sont pas des exigences d’une autre carte du dessus de votre plateau, au choix.</translation>
    </message>
    <message>
        <source>If you have more achievements than each other player, you win.</source>
        <translation>Si vous avez plus d’accomplissements que chacun des autres joueurs, vous gagnez.</translation>
    </message>
    <message>
        <source>Draw and meld two 10, then execute the second card&apos;s non-demand dogma effects for yourself only.</source>
        <translation>Piochez et posez deux 10, puis exécutez pour vous seul les effets Dogme de la seconde carte qui ne sont pas des exigences.</translation>
    </message>
    <message>
        <source>You may score all cards from your hand. If you score one, you must score them all.</source>
        <translation>Vous pouvez marquer toutes les cartes de votre main. Si vous en marquez une, vous devez toutes les marquer.</translation>
    </message>
    <message>
        <source>You may splay your green cards up.</source>
        <translation>Vous pouvez décaler vos cartes vertes vers le haut.</translation>
    </message>
    <message>
        <source>Draw and meld a 10 for every two [Clock] icons on your board.</source>
        <translation>Piochez et posez un 10 pour chaque paire de symboles [Clock] sur votre plateau.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If the card has a bonus, draw and meld a card of value equal to its bonus.</source>
        <translation>Piochez et révélez un 1. Si la carte a un bonus, piochez et posez une carte de valeur égale à son bonus.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card of different value from any top card on my board from your board to mine! If you do, draw and meld a card of equal value!</source>
        <translation>J’exige que vous transfériez de votre plateau vers le mien une carte du dessus d’une valeur différente de celles de toutes les cartes du dessus de mon plateau&#xa0;! Si vous le faites, piochez et posez une carte de même valeur&#xa0;!</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>Aucun effet.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 3.</source>
        <translation>Piochez et anticipez un 3.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a [Castle] from your hand to my hand! If you do, draw a 1!</source>
        <translation>J’exige que vous transfériez une carte avec un symbole [Castle] de votre main dans ma main&#xa0;! Si vous le faites, piochez un 1&#xa0;!</translation>
    </message>
    <message>
        <source>Choose a color, then draw and reveal five 1s. Keep all cards that match the color chosen. Return the rest of the drawn cards.</source>
        <translation>Choisissez une couleur, puis piochez et révélez cinq 1. Gardez toutes les cartes de la couleur choisie. Remettez le reste des cartes piochées.</translation>
    </message>
    <message>
        <source>Return up to three cards from your hand. For each card returned, either draw and meld a 2, or draw and foreshadow a 3. Return your highest top card.</source>
        <translation>Remettez jusqu’à trois cartes de votre main. Pour chaque carte remise, piochez et posez un 2, ou piochez et anticipez un 3. Remettez votre carte du dessus la plus haute.</translation>
    </message>
    <message>
        <source>Return any number of cards from your hand. Score two cards from your hand for every card you returned.</source>
        <translation>Remettez autant de cartes de votre main que vous le souhaitez. Marquez deux cartes de votre main pour chaque carte remise.</translation>
    </message>
    <message>
        <source>If the 1 deck has at least one card, you may transfer its bottom card to the available achievements.</source>
        <translation>Si la pioche des 1 contient au moins une carte, vous pouvez transférer sa carte du dessous vers les accomplissements disponibles.</translation>
    </message>
    <message>
        <source>If you have more 1 in your hand than every other player, draw and score a 2.</source>
        <translation>Si vous avez plus de 1 en main que chacun des autres joueurs, piochez et marquez un 2.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If it is yellow, score all 1s from your hand.</source>
        <translation>Piochez et révélez un 1. S’il est jaune, marquez tous les 1 de votre main.</translation>
    </message>
    <message>
        <source>Choose a color. You may tuck any number of cards of that color from your hand. If you tucked at least three, you may achieve (if eligible) a card from your hand.</source>
        <translation>Choisissez une couleur. Vous pouvez glisser dessous autant de cartes de cette couleur de votre main que vous le souhaitez. Si vous en avez glissé dessous au moins trois, vous pouvez accomplir (si vous y avez droit) une carte de votre main.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 2.</source>
        <translation>Piochez et anticipez un 2.</translation>
    </message>
    <message>
        <source>I demand you return a card with a bonus from your hand!</source>
        <translation>J’exige que vous remettiez une carte avec un bonus de votre main&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If it has a bonus, draw a 1.</source>
        <translation>Piochez et révélez un 1. S’il a un bonus, piochez un 1.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. For every two cards of matching value returned, draw a card of value one higher.</source>
        <translation>Vous pouvez remettre autant de cartes de votre main que vous le souhaitez. Pour chaque paire de cartes de même valeur remises, piochez une carte d’une valeur supérieure d’un.</translation>
    </message>
    <message>
        <source>Draw a card of value equal to a bonus on your board, if you have any.</source>
        <translation>Piochez une carte de valeur égale à un bonus de votre plateau, si vous en avez.</translation>
    </message>
    <message>
        <source>I demand you transfer a card with a bonus from your hand to my score pile!</source>
        <translation>J’exige que vous transfériez une carte avec un bonus de votre main vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Transfer a card from your hand to any other player&apos;s board.</source>
        <translation>Transférez une carte de votre main sur le plateau d’un autre joueur de votre choix.</translation>
    </message>
    <message>
        <source>I demand you transfer a top card without a [Castle] or [Factory] from your board to my board! If you do, draw and meld a 2!</source>
        <translation>J’exige que vous transfériez une carte du dessus sans symbole [Castle] ni [Factory] de votre plateau vers mon plateau&#xa0;! Si vous le faites, piochez et posez un 2&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and foreshadow a card of value three higher than the lowest non-green top card on your board.</source>
        <translation>Piochez et anticipez une carte d’une valeur supérieure de trois à celle de la carte du dessus non verte la plus basse de votre plateau.</translation>
    </message>
    <message>
        <source>You may choose up to two cards from your hand. For each card chosen, either meld it or score it.</source>
        <translation>Vous pouvez choisir jusqu’à deux cartes de votre main. Pour chaque carte choisie, posez-la ou marquez-la.</translation>
    </message>
    <message>
        <source>If Paper is a top card on any player&apos;s board, transfer it to your score pile.</source>
        <translation>Si Paper est une carte du dessus du plateau d’un joueur, transférez-la vers votre pile de score.</translation>
    </message>
    <message>
        <source>You may splay any one color of your cards left.</source>
        <translation>Vous pouvez décaler à gauche vos cartes d’une couleur de votre choix.</translation>
    </message>
    <message>
        <source>If the 2 deck has at least one card, you may transfer its bottom card to the available achievements.</source>
        <translation>Si la pioche des 2 contient au moins une carte, vous pouvez transférer sa carte du dessous vers les accomplissements disponibles.</translation>
    </message>
    <message>
        <source>Tuck a card with a bonus from your hand. If you do, draw a card of value equal to that card&apos;s bonus. If the drawn card also has a bonus, you may return a card from your hand to repeat this dogma effect.</source>
        <translation>Glissez dessous une carte avec un bonus de votre main. Si vous le faites, piochez une carte de valeur égale au bonus de cette carte. Si la carte piochée a aussi un bonus, vous pouvez remettre une carte de votre main pour répéter cet effet Dogme.</translation>
    </message>
    <message>
        <source>Draw and reveal a 3. If you have a card of matching color in your hand, tuck the card from your hand and meld the drawn card. Otherwise, foreshadow the drawn card.</source>
        <translation>Piochez et révélez un 3. Si vous avez en main une carte de la même couleur, glissez dessous la carte de votre main et posez la carte piochée. Sinon, anticipez la carte piochée.</translation>
    </message>
    <message>
        <source>Meld a card with a bonus from your hand. If you do, draw two cards of value equal to that card&apos;s bonus. Otherwise, draw and foreshadow a card of value equal to the number of top cards on your board.</source>
        <translation>Posez une carte avec un bonus de votre main. Si vous le faites, piochez deux cartes de valeur égale au bonus de cette carte. Sinon, piochez et anticipez une carte de valeur égale au nombre de cartes du dessus de votre plateau.</translation>
    </message>
    <message>
        <source>You may return a card from your forecast with a bonus. If you do, draw and score a card of value one higher than that bonus.</source>
        <translation>Vous pouvez remettre une carte avec un bonus de votre prévision. Si vous le faites, piochez et marquez une carte d’une valeur supérieure d’un à ce bonus.</translation>
    </message>
    <message>
        <source>You may return three cards of equal value from your hand. If you do, draw a card of value two higher than the cards you returned.</source>
        <translation>Vous pouvez remettre trois cartes de même valeur de votre main. Si vous le faites, piochez une carte d’une valeur supérieure de deux à celle des cartes remises.</translation>
    </message>
    <message>
        <source>You may splay your yellow or blue cards left.</source>
        <translation>Vous pouvez décaler vos cartes jaunes ou bleues à gauche.</translation>
    </message>
    <message>
        <source>I demand you draw a card of value equal to the highest bonus on your board! Transfer it to my forecast! If it is red, transfer all cards from your hand to my score pile!</source>
        <translation>J’exige que vous piochiez une carte de valeur égale au bonus le plus haut de votre plateau&#xa0;! Transférez-la dans ma prévision&#xa0;! Si elle est rouge, transférez toutes les cartes de votre main vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you transfer two top cards with a [Castle] from your board to my score pile! If you transferred any, draw a card of value equal to the total number of [Castle] on those cards and transfer it to my forecast!</source>
        <translation>J’exige que vous transfériez deux cartes du dessus avec un symbole [Castle] de votre plateau vers ma pile de score&#xa0;! Si vous en avez transféré, piochez une carte de valeur égale au nombre total de symboles [Castle] sur ces cartes et transférez-la dans ma prévision&#xa0;!</translation>
    </message>
    <message>
        <source>You may meld the card you drew due to Charitable Trust&apos;s echo effect. If you do, either return or achieve (if eligible) your top green card.</source>
        <translation>Vous pouvez poser la carte piochée grâce à l’effet Écho de Charitable Trust. Si vous le faites, remettez ou accomplissez (si vous y avez droit) votre carte verte du dessus.</translation>
    </message>
    <message>
        <source>I demand you return two cards from your score pile whose values each match at least one card in my hand!</source>
        <translation>J’exige que vous remettiez deux cartes de votre pile de score dont la valeur correspond chacune à celle d’au moins une carte de ma main&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your red or green cards left.</source>
        <translation>Vous pouvez décaler vos cartes rouges ou vertes à gauche.</translation>
    </message>
    <message>
        <source>If you have a top card with a [Castle], draw and meld a 3. Otherwise, draw a 4.</source>
        <translation>Si vous avez une carte du dessus avec un symbole [Castle], piochez et posez un 3. Sinon, piochez un 4.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your hand. Draw that many 3, and then meld a card from your hand.</source>
        <translation>Vous pouvez remettre autant de cartes de votre main que vous le souhaitez. Piochez autant de 3, puis posez une carte de votre main.</translation>
    </message>
    <message>
        <source>Draw a 3. You may splay your purple cards left.</source>
        <translation>Piochez un 3. Vous pouvez décaler vos cartes violettes à gauche.</translation>
    </message>
    <message>
        <source>If all your non-purple top cards share a common icon other than [Crown], claim the Supremacy achievement.</source>
        <translation>Si toutes vos cartes du dessus non violettes ont en commun un symbole autre que [Crown], remportez l’accomplissement Suprématie.</translation>
    </message>
    <message>
        <source>You may either splay your purple cards in the direction one of your other colors is splayed, or you may splay one of your other colors in the direction that your purple cards are splayed.</source>
        <translation>Vous pouvez soit décaler vos cartes violettes dans la direction où l’une de vos autres couleurs est décalée, soit décaler l’une de vos autres couleurs dans la direction où vos cartes violettes sont décalées.</translation>
    </message>
    <message>
        <source>Draw a card of value equal to the value of your lowest top card plus the number of colors you have splayed.</source>
        <translation>Piochez une carte de valeur égale à la valeur de votre carte du dessus la plus basse plus le nombre de couleurs que vous avez décalées.</translation>
    </message>
    <message>
        <source>You may place a card from your forecast on top of its deck. If you do, achieve a card from your forecast if you meet the requirements to do so.</source>
        <translation>Vous pouvez placer une carte de votre prévision sur le dessus de sa pioche. Si vous le faites, accomplissez une carte de votre prévision si vous remplissez les conditions pour le faire.</translation>
    </message>
    <message>
        <source>I demand you return all your top cards with a [Castle]! Draw and tuck a 4!</source>
        <translation>J’exige que vous remettiez toutes vos cartes du dessus avec un symbole [Castle]&#xa0;! Piochez un 4 et glissez-le dessous&#xa0;!</translation>
    </message>
    <message>
        <source>For every two cards returned as a result of the demand, draw and tuck a 4.</source>
        <translation>Pour chaque paire de cartes remises à cause de l’exigence, piochez un 4 et glissez-le dessous.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-red card with a [Castle] or [Lightbulb] from your board to my board! If you do, draw a 4!</source>
        <translation>J’exige que vous transfériez une carte du dessus non rouge avec un symbole [Castle] ou [Lightbulb] de votre plateau vers mon plateau&#xa0;! Si vous le faites, piochez un 4&#xa0;!</translation>
    </message>
    <message>
        <source>You may splay your purple cards right.</source>
        <translation>Vous pouvez décaler vos cartes violettes à droite.</translation>
    </message>
    <message>
        <source>Draw a 4.</source>
        <translation>Piochez un 4.</translation>
    </message>
    <message>
        <source>If you have exactly one card in your hand, draw a 4, then draw and score a 4.</source>
        <translation>Si vous avez exactement une carte en main, piochez un 4, puis piochez et marquez un 4.</translation>
    </message>
    <message>
        <source>You may return up to three cards from hand of the same color. If you return one, splay any color left; two, right; three, up. If you returned at least one card, draw and foreshadow a 6.</source>
        <translation>Vous pouvez remettre jusqu’à trois cartes de la même couleur de votre main. Si vous en remettez une, décalez une couleur de votre choix à gauche&#xa0;; deux, à droite&#xa0;; trois, vers le haut. Si vous avez remis au moins une carte, piochez et anticipez un 6.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a card of value two higher than a bonus on any board.</source>
        <translation>Piochez et anticipez une carte d’une valeur supérieure de deux à un bonus d’un plateau quelconque.</translation>
    </message>
    <message>
        <source>You may return all the cards in your forecast. If any were blue, claim the Destiny achievement.</source>
        <translation>Vous pouvez remettre toutes les cartes de votre prévision. Si l’une d’elles était bleue, remportez l’accomplissement Destin.</translation>
    </message>
    <message>
        <source>You may return up to three cards from your hand. If you do, draw that many cards of value one higher than the highest card you returned. Foreshadow one of them, and return the rest of the drawn cards.</source>
        <translation>Vous pouvez remettre jusqu’à trois cartes de votre main. Si vous le faites, piochez autant de cartes d’une valeur supérieure d’un à celle de la carte remise la plus haute. Anticipez l’une d’elles, et remettez le reste des cartes piochées.</translation>
    </message>
    <message>
        <source>I demand you draw and reveal three 10, total the number of [Clock] on them, and then return them! Transfer all cards of that value from your hand and score pile to my score pile!</source>
        <translation>J’exige que vous piochiez et révéliez trois 10, que vous additionniez leurs symboles [Clock], puis que vous les remettiez&#xa0;! Transférez toutes les cartes de cette valeur de votre main et de votre pile de score vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you return all cards from your score pile of value matching the highest bonus on my board!</source>
        <translation>J’exige que vous remettiez toutes les cartes de votre pile de score dont la valeur correspond au bonus le plus haut de mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>You may return a card in your hand and draw a card of the same value.</source>
        <translation>Vous pouvez remettre une carte de votre main et piocher une carte de même valeur.</translation>
    </message>
    <message>
        <source>I demand you draw and tuck a 5! Return your top card of the tucked card&apos;s color!</source>
        <translation>J’exige que vous piochiez un 5 et le glissiez dessous&#xa0;! Remettez votre carte du dessus de la couleur de la carte glissée dessous&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and tuck a 5. You may return a top card from your board.</source>
        <translation>Piochez un 5 et glissez-le dessous. Vous pouvez remettre une carte du dessus de votre plateau.</translation>
    </message>
    <message>
        <source>Draw and meld a card of value one higher than the value of your top yellow card. If the melded card is yellow, repeat this dogma effect.</source>
        <translation>Piochez et posez une carte d’une valeur supérieure d’un à celle de votre carte jaune du dessus. Si la carte posée est jaune, répétez cet effet Dogme.</translation>
    </message>
    <message>
        <source>Draw and reveal a 6. If it has a [Factory], meld it and repeat this dogma effect. Otherwise, foreshadow it.</source>
        <translation>Piochez et révélez un 6. S’il a un symbole [Factory], posez-le et répétez cet effet Dogme. Sinon, anticipez-le.</translation>
    </message>
    <message>
        <source>I demand you transfer a top non-red card with a [Leaf] or [Factory] from your board to my board! If you do, draw and foreshadow a 6!</source>
        <translation>J’exige que vous transfériez une carte du dessus non rouge avec un symbole [Leaf] ou [Factory] de votre plateau vers mon plateau&#xa0;! Si vous le faites, piochez et anticipez un 6&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 6.</source>
        <translation>Piochez et anticipez un 6.</translation>
    </message>
    <message>
        <source>Draw and score a card of value equal to a bonus that occurs more than once on your board, if you have such a bonus.</source>
        <translation>Piochez et marquez une carte de valeur égale à un bonus présent plus d’une fois sur votre plateau, si vous avez un tel bonus.</translation>
    </message>
    <message>
        <source>If you have six or more bonuses on your board, claim the Wealth achievement.</source>
        <translation>Si vous avez six bonus ou plus sur votre plateau, remportez l’accomplissement Richesse.</translation>
    </message>
    <message>
        <source>I demand you return a top card from your board of value less than 3!</source>
        <translation>J’exige que vous remettiez une carte du dessus de votre plateau de valeur inférieure à 3&#xa0;!</translation>
    </message>
    <message>
        <source>Choose the 3, 4, or 5 deck. If there is at least one card in that deck, you may transfer its bottom card to the available achievements.</source>
        <translation>Choisissez la pioche des 3, des 4 ou des 5. Si cette pioche contient au moins une carte, vous pouvez transférer sa carte du dessous vers les accomplissements disponibles.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. For each top card on your board with a bonus, draw a card of value equal to that bonus.</source>
        <translation>Remettez toutes les cartes de votre main. Pour chaque carte du dessus de votre plateau avec un bonus, piochez une carte de valeur égale à ce bonus.</translation>
    </message>
    <message>
        <source>Draw and tuck a 4. If your top card of the tucked card&apos;s color has value less than 4, draw and score a 4.</source>
        <translation>Piochez un 4 et glissez-le dessous. Si votre carte du dessus de la couleur de la carte glissée dessous a une valeur inférieure à 4, piochez et marquez un 4.</translation>
    </message>
    <message>
        <source>If you have five top cards, each with a different value, return five cards from your score pile and then draw and score a card of each of your top cards&apos; values in ascending order.</source>
        <translation>Si vous avez cinq cartes du dessus, chacune d’une valeur différente, remettez cinq cartes de votre pile de score, puis piochez et marquez une carte de la valeur de chacune de vos cartes du dessus, par ordre croissant.</translation>
    </message>
    <message>
        <source>Return a card from your hand. If you do, draw and reveal a card of the same value, and meld it if it is higher than a top card of the same color on your board. Otherwise, return it. You may repeat this dogma effect.</source>
        <translation>Remettez une carte de votre main. Si vous le faites, piochez et révélez une carte de même valeur, et posez-la si elle est plus haute qu’une carte du dessus de la même couleur de votre plateau. Sinon, remettez-la. Vous pouvez répéter cet effet Dogme.</translation>
    </message>
    <message>
        <source>You may return a card from your forecast. If you do, draw and foreshadow a card of equal value to the card returned.</source>
        <translation>Vous pouvez remettre une carte de votre prévision. Si vous le faites, piochez et anticipez une carte de valeur égale à celle de la carte remise.</translation>
    </message>
    <message>
        <source>Draw a 7. If you melded a blue card due to Stethoscope&apos;s echo effect, draw an 8.</source>
        <translation>Piochez un 7. Si vous avez posé une carte bleue grâce à l’effet Écho de Stethoscope, piochez un 8.</translation>
    </message>
    <message>
        <source>You may return two cards of different value from your score pile. If you do, draw and tuck three 6.</source>
        <translation>Vous pouvez remettre deux cartes de valeurs différentes de votre pile de score. Si vous le faites, piochez trois 6 et glissez-les dessous.</translation>
    </message>
    <message>
        <source>If you have five or more [Hexagon] visible on your board in one color, claim the Heritage achievement.</source>
        <translation>Si vous avez cinq symboles [Hexagon] ou plus visibles sur votre plateau dans une même couleur, remportez l’accomplissement Héritage.</translation>
    </message>
    <message>
        <source>I demand you draw and tuck a 6! Transfer the top two cards of its color from your board to my score pile! Transfer the bottom card of its color from my board to your score pile!</source>
        <translation>J’exige que vous piochiez un 6 et le glissiez dessous&#xa0;! Transférez les deux cartes du dessus de sa couleur de votre plateau vers ma pile de score&#xa0;! Transférez la carte du dessous de sa couleur de mon plateau vers votre pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>You may achieve (if eligible) a top card from any other player&apos;s board if they have an achievement of matching value. If you do, transfer your top green card to that player&apos;s board. Otherwise, draw and meld a 7.</source>
        <translation>Vous pouvez accomplir (si vous y avez droit) une carte du dessus du plateau d’un autre joueur de votre choix s’il a un accomplissement de même valeur. Si vous le faites, transférez votre carte verte du dessus sur le plateau de ce joueur. Sinon, piochez et posez un 7.</translation>
    </message>
    <message>
        <source>I demand you draw and reveal a 6! If it is blue or yellow, transfer it and all cards in your hand to my hand! If it is red or green, keep it and transfer two cards from your score pile to mine! If it is purple, keep it!</source>
        <translation>J’exige que vous piochiez et révéliez un 6&#xa0;! S’il est bleu ou jaune, transférez-le ainsi que toutes les cartes de votre main dans ma main&#xa0;! S’il est rouge ou vert, gardez-le et transférez deux cartes de votre pile de score vers la mienne&#xa0;! S’il est violet, gardez-le&#xa0;!</translation>
    </message>
    <message>
        <source>Score the top two non-bottom cards of the color of the last card you tucked due to Dentures. If there are none to score, draw and tuck a 6, then repeat this dogma effect.</source>
        <translation>Marquez les deux cartes du dessus, hors carte du dessous, de la couleur de la dernière carte que vous avez glissée dessous grâce à Dentures. S’il n’y en a aucune à marquer, piochez un 6 et glissez-le dessous, puis répétez cet effet Dogme.</translation>
    </message>
    <message>
        <source>I demand you return all odd-valued cards in your hand! Draw a 6!</source>
        <translation>J’exige que vous remettiez toutes les cartes de valeur impaire de votre main&#xa0;! Piochez un 6&#xa0;!</translation>
    </message>
    <message>
        <source>Draw a card of value one higher than the highest card returned due to the demand, if any were returned.</source>
        <translation>Piochez une carte d’une valeur supérieure d’un à celle de la carte la plus haute remise à cause de l’exigence, si des cartes ont été remises.</translation>
    </message>
    <message>
        <source>I demand you return two cards from your score pile!</source>
        <translation>J’exige que vous remettiez deux cartes de votre pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>For every value of card you have in your score pile, score a card from your hand of that value.</source>
        <translation>Pour chaque valeur de carte présente dans votre pile de score, marquez une carte de cette valeur de votre main.</translation>
    </message>
    <message>
        <source>Draw and meld a 7. You may splay your cards of that color right.</source>
        <translation>Piochez et posez un 7. Vous pouvez décaler vos cartes de cette couleur à droite.</translation>
    </message>
    <message>
        <source>I demand you take the highest top card from your board into your hand!</source>
        <translation>J’exige que vous preniez dans votre main la carte du dessus la plus haute de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>If you have at least three echo effects visible in one color, claim the History achievement.</source>
        <translation>Si vous avez au moins trois effets Écho visibles dans une même couleur, remportez l’accomplissement Histoire.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw a 6. For each color of card returned, draw a card of the next higher value.</source>
        <translation>Remettez toutes les cartes de votre main. Piochez un 6. Pour chaque couleur parmi les cartes remises, piochez une carte de la valeur immédiatement supérieure.</translation>
    </message>
    <message>
        <source>I demand you transfer all of your top cards with a bonus to my score pile! If you transfered any, draw a 7!</source>
        <translation>J’exige que vous transfériez toutes vos cartes du dessus avec un bonus vers ma pile de score&#xa0;! Si vous en avez transféré, piochez un 7&#xa0;!</translation>
    </message>
    <message>
        <source>Return all your non-red top cards.</source>
        <translation>Remettez toutes vos cartes du dessus non rouges.</translation>
    </message>
    <message>
        <source>Score a top card from your board without a bonus.</source>
        <translation>Marquez une carte du dessus sans bonus de votre plateau.</translation>
    </message>
    <message>
        <source>Choose two different values less than 7. Draw and reveal a card of each value. Meld one, and return the other.</source>
        <translation>Choisissez deux valeurs différentes inférieures à 7. Piochez et révélez une carte de chaque valeur. Posez-en une, et remettez l’autre.</translation>
    </message>
    <message>
        <source>You may choose an opponent and a color. Match your splay in that color to theirs.</source>
        <translation>Vous pouvez choisir un adversaire et une couleur. Alignez le décalage de vos cartes de cette couleur sur le sien.</translation>
    </message>
    <message>
        <source>You may splay your blue cards up.</source>
        <translation>Vous pouvez décaler vos cartes bleues vers le haut.</translation>
    </message>
    <message>
        <source>Choose a value present in your score pile. Choose to transfer all cards of the chosen value from either all other players&apos; hands or all their score piles to your score pile.</source>
        <translation>Choisissez une valeur présente dans votre pile de score. Choisissez de transférer vers votre pile de score toutes les cartes de la valeur choisie, soit des mains de tous les autres joueurs, soit de toutes leurs piles de score.</translation>
    </message>
    <message>
        <source>You may return a card from your hand. If you do, transfer all cards from all score piles to your hand of value equal to the returned card.</source>
        <translation>Vous pouvez remettre une carte de votre main. Si vous le faites, transférez dans votre main toutes les cartes de toutes les piles de score de valeur égale à celle de la carte remise.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a card of any value.</source>
        <translation>Piochez et anticipez une carte de la valeur de votre choix.</translation>
    </message>
    <message>
        <source>I demand you draw and meld a 1!</source>
        <translation>J’exige que vous piochiez et posiez un 1&#xa0;!</translation>
    </message>
    <message>
        <source>Choose the 6, 7, 8, or 9 deck. If there is at least one card in that deck, you may transfer its bottom card to the available achievements.</source>
        <translation>Choisissez la pioche des 6, des 7, des 8 ou des 9. Si cette pioche contient au moins une carte, vous pouvez transférer sa carte du dessous vers les accomplissements disponibles.</translation>
    </message>
    <message>
        <source>If the [Music note] for Bell, Flute, Piano, and Saxophone are visible anywhere, you win. Otherwise, draw a 7 for each [Music note] that is visible.</source>
        <translation>Si les [Music note] de Bell, Flute, Piano et Saxophone sont visibles où que ce soit, vous gagnez. Sinon, piochez un 7 pour chaque [Music note] visible.</translation>
    </message>
    <message>
        <source>For every two [Lightbulb] on your board, draw a 9. Meld one of the cards drawn and return the rest. If you meld A.I. due to this dogma effect, you win.</source>
        <translation>Pour chaque paire de symboles [Lightbulb] sur votre plateau, piochez un 9. Posez l’une des cartes piochées et remettez les autres. Si vous posez A.I. grâce à cet effet Dogme, vous gagnez.</translation>
    </message>
    <message>
        <source>For every three [Leaf] on your board, draw and foreshadow a card of any value.</source>
        <translation>Pour chaque groupe de trois symboles [Leaf] sur votre plateau, piochez et anticipez une carte de la valeur de votre choix.</translation>
    </message>
    <message>
        <source>You may splay your yellow cards up.</source>
        <translation>Vous pouvez décaler vos cartes jaunes vers le haut.</translation>
    </message>
    <message>
        <source>I demand you return the highest card in your score pile for which you do not have a card of matching value in your hand! Return a top card from your board with a [Clock]!</source>
        <translation>J’exige que vous remettiez la carte la plus haute de votre pile de score dont vous n’avez aucune carte de même valeur en main&#xa0;! Remettez une carte du dessus avec un symbole [Clock] de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>I demand you transfer all cards without a [Clock] from your hand to my hand!</source>
        <translation>J’exige que vous transfériez toutes les cartes sans symbole [Clock] de votre main dans ma main&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and tuck an 8 for every three [Factory] on your board. If any of the tucked cards were green, repeat this dogma effect.</source>
        <translation>Pour chaque groupe de trois symboles [Factory] sur votre plateau, piochez un 8 et glissez-le dessous. Si l’une des cartes glissées dessous était verte, répétez cet effet Dogme.</translation>
    </message>
    <message>
        <source>Return a card from your score pile. Draw and score two cards of value one less than the value of the card returned.</source>
        <translation>Remettez une carte de votre pile de score. Piochez et marquez deux cartes d’une valeur inférieure d’un à celle de la carte remise.</translation>
    </message>
    <message>
        <source>I demand you return all cards from your score pile of value matching any of your top cards!</source>
        <translation>J’exige que vous remettiez toutes les cartes de votre pile de score dont la valeur correspond à celle de l’une de vos cartes du dessus&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and score a 7. Draw a 7.</source>
        <translation>Piochez et marquez un 7. Piochez un 7.</translation>
    </message>
    <message>
        <source>For each visible bonus on your board, draw a card of that value.</source>
        <translation>Pour chaque bonus visible sur votre plateau, piochez une carte de cette valeur.</translation>
    </message>
    <message>
        <source>Choose a value and an opponent. Transfer a card of that value from their score pile to their board. If they have an achievement of the same value, achieve (if eligible) a card of that value from their score pile.</source>
        <translation>Choisissez une valeur et un adversaire. Transférez une carte de cette valeur de sa pile de score sur son plateau. S’il a un accomplissement de même valeur, accomplissez (si vous y avez droit) une carte de cette valeur de sa pile de score.</translation>
    </message>
    <message>
        <source>Score two bottom non-blue cards from your board. If you scored two and they have a total value less than 11, draw a card of that total value and repeat this dogma effect (once only).</source>
        <translation>Marquez deux cartes du dessous non bleues de votre plateau. Si vous en avez marqué deux et que leur valeur totale est inférieure à 11, piochez une carte de cette valeur totale et répétez cet effet Dogme (une seule fois).</translation>
    </message>
    <message>
        <source>Return all unclaimed standard achievements. Then, return half (rounded up) of the cards in your score pile. Draw and meld two 10.</source>
        <translation>Remettez tous les accomplissements standard non remportés. Ensuite, remettez la moitié (arrondie au supérieur) des cartes de votre pile de score. Piochez et posez deux 10.</translation>
    </message>
    <message>
        <source>Transfer a top card other than Helicopter from any player&apos;s board to its owner&apos;s score pile. You may return a card from your hand which shares an icon with the transferred card. If you do, repeat this dogma effect.</source>
        <translation>Transférez une carte du dessus autre que Helicopter du plateau d’un joueur de votre choix vers la pile de score de son propriétaire. Vous pouvez remettre une carte de votre main qui a un symbole en commun avec la carte transférée. Si vous le faites, répétez cet effet Dogme.</translation>
    </message>
    <message>
        <source>I demand you return your top card of the color I melded due to Jet&apos;s echo effect!</source>
        <translation>J’exige que vous remettiez votre carte du dessus de la couleur que j’ai posée grâce à l’effet Écho de Jet&#xa0;!</translation>
    </message>
    <message>
        <source>You may take a top non-green card from your board into your hand. If you do, draw and score a card of equal value.</source>
        <translation>Vous pouvez prendre dans votre main une carte du dessus non verte de votre plateau. Si vous le faites, piochez et marquez une carte de même valeur.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 9.</source>
        <translation>Piochez et anticipez un 9.</translation>
    </message>
    <message>
        <source>Execute all non-demand dogma effects on your lowest non-green top card. Do not share them.</source>
        <translation>Exécutez tous les effets Dogme qui ne sont pas des exigences de votre carte du dessus non verte la plus basse. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>I demand you transfer the highest top non-yellow card without a [Crown] from your board to my board!</source>
        <translation>J’exige que vous transfériez la carte du dessus non jaune la plus haute sans symbole [Crown] de votre plateau vers mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>For each visible bonus on your board, draw and tuck a card of that value, in ascending order.</source>
        <translation>Pour chaque bonus visible sur votre plateau, piochez une carte de cette valeur et glissez-la dessous, par ordre croissant.</translation>
    </message>
    <message>
        <source>Execute all of the non-demand dogma effects of the card you melded due to Karaoke&apos;s echo effect. Do not share them.</source>
        <translation>Exécutez tous les effets Dogme qui ne sont pas des exigences de la carte que vous avez posée grâce à l’effet Écho de Karaoke. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>You may take a bottom card from your board into your hand.</source>
        <translation>Vous pouvez prendre dans votre main une carte du dessous de votre plateau.</translation>
    </message>
    <message>
        <source>I demand you transfer your top green card to my hand! If Scissors is your new top green card, I win!</source>
        <translation>J’exige que vous transfériez votre carte verte du dessus dans ma main&#xa0;! Si Scissors est votre nouvelle carte verte du dessus, je gagne&#xa0;!</translation>
    </message>
    <message>
        <source>You may score a top card from your board. If Paper is your top green card, you win.</source>
        <translation>Vous pouvez marquer une carte du dessus de votre plateau. Si Paper est votre carte verte du dessus, vous gagnez.</translation>
    </message>
    <message>
        <source>Claim one standard achievement, if eligible. Your current score is doubled for the purpose of checking eligibility.</source>
        <translation>Remportez un accomplissement standard, si vous y avez droit. Votre score actuel est doublé pour vérifier si vous y avez droit.</translation>
    </message>
    <message>
        <source>You may draw and score a card of any value. Take a bottom card from your board into your hand. If the values of all the cards in your hand match the values of all the cards in your score pile exactly, you win.</source>
        <translation>Vous pouvez piocher et marquer une carte de la valeur de votre choix. Prenez dans votre main une carte du dessous de votre plateau. Si les valeurs de toutes les cartes de votre main correspondent exactement aux valeurs de toutes les cartes de votre pile de score, vous gagnez.</translation>
    </message>
    <message>
        <source>I demand you transfer all cards in your hand to my hand! Draw a 9!</source>
        <translation>J’exige que vous transfériez toutes les cartes de votre main dans ma main&#xa0;! Piochez un 9&#xa0;!</translation>
    </message>
    <message>
        <source>Meld all 9 from your hand. Return all other cards from your hand. Draw three 9.</source>
        <translation>Posez tous les 9 de votre main. Remettez toutes les autres cartes de votre main. Piochez trois 9.</translation>
    </message>
    <message>
        <source>I demand you choose an icon type! Transfer all top cards without that icon from your board to my score pile!</source>
        <translation>J’exige que vous choisissiez un type de symbole&#xa0;! Transférez toutes les cartes du dessus sans ce symbole de votre plateau vers ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>If you have fewer [Factory], fewer [Crown], and fewer [Castle] than each other player, you win.</source>
        <translation>Si vous avez moins de symboles [Factory], moins de symboles [Crown] et moins de symboles [Castle] que chacun des autres joueurs, vous gagnez.</translation>
    </message>
    <message>
        <source>I demand you return all cards from your forecast!</source>
        <translation>J’exige que vous remettiez toutes les cartes de votre prévision&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and foreshadow three 10.</source>
        <translation>Piochez et anticipez trois 10.</translation>
    </message>
    <message>
        <source>I demand you return four cards from your score pile!</source>
        <translation>J’exige que vous remettiez quatre cartes de votre pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Return a card from your score pile. If you do, you may splay any one color of your cards up.</source>
        <translation>Remettez une carte de votre pile de score. Si vous le faites, vous pouvez décaler vers le haut vos cartes d’une couleur de votre choix.</translation>
    </message>
    <message>
        <source>Draw a 10 for every two [Clock] on your board.</source>
        <translation>Piochez un 10 pour chaque paire de symboles [Clock] sur votre plateau.</translation>
    </message>
    <message>
        <source>You may tuck any number of cards with a [Clock] from your hand, splaying up each color you tucked into.</source>
        <translation>Vous pouvez glisser dessous autant de cartes avec un symbole [Clock] de votre main que vous le souhaitez, en décalant vers le haut chaque couleur sous laquelle vous en avez glissé.</translation>
    </message>
    <message>
        <source>Return any number of cards from your hand. For each card returned, claim two standard achievements for which you are eligible.</source>
        <translation>Remettez autant de cartes de votre main que vous le souhaitez. Pour chaque carte remise, remportez deux accomplissements standard auxquels vous avez droit.</translation>
    </message>
    <message>
        <source>Draw and score a card of value equal to a bonus on your board.</source>
        <translation>Piochez et marquez une carte de valeur égale à un bonus de votre plateau.</translation>
    </message>
    <message>
        <source>You may score the bottom card or two bottom cards of one color from your board. If all the colors on your board contain the same number of visible cards (unsplayed = 1), you win.</source>
        <translation>Vous pouvez marquer la carte du dessous ou les deux cartes du dessous d’une couleur de votre plateau. Si toutes les couleurs de votre plateau contiennent le même nombre de cartes visibles (non décalée = 1), vous gagnez.</translation>
    </message>
    <message>
        <source>Draw and meld a 10.</source>
        <translation>Piochez et posez un 10.</translation>
    </message>
    <message>
        <source>Draw and meld a card of any value. If you have at least nine different bonus values visible on your board, you win. Execute each of the melded card&apos;s non-demand dogma effects. Do not share them.</source>
        <translation>Piochez et posez une carte de la valeur de votre choix. Si vous avez au moins neuf valeurs de bonus différentes visibles sur votre plateau, vous gagnez. Exécutez chacun des effets Dogme de la carte posée qui ne sont pas des exigences. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Tuck a red card from your hand.</source>
        <translation>Glissez dessous une carte rouge de votre main.</translation>
    </message>
    <message>
        <source>If every other player has a higher score than you, draw a 3.</source>
        <translation>Si chacun des autres joueurs a un score plus élevé que le vôtre, piochez un 3.</translation>
    </message>
    <message>
        <source>Score a bottom card from your board.</source>
        <translation>Marquez une carte du dessous de votre plateau.</translation>
    </message>
    <message>
        <source>You may meld a card from your hand.</source>
        <translation>Vous pouvez poser une carte de votre main.</translation>
    </message>
    <message>
        <source>You may splay one color of your cards left.</source>
        <translation>Vous pouvez décaler à gauche vos cartes d’une couleur.</translation>
    </message>
    <message>
        <source>Draw two 2.</source>
        <translation>Piochez deux 2.</translation>
    </message>
    <message>
        <source>Draw a 3 OR Draw and foreshadow a 4.</source>
        <translation>Piochez un 3 OU piochez et anticipez un 4.</translation>
    </message>
    <message>
        <source>Score a card with a bonus from your hand.</source>
        <translation>Marquez une carte avec un bonus de votre main.</translation>
    </message>
    <message>
        <source>Take a bottom card from your board into your hand.</source>
        <translation>Prenez dans votre main une carte du dessous de votre plateau.</translation>
    </message>
    <message>
        <source>Tuck all cards of one present value from your hand.</source>
        <translation>Glissez dessous toutes les cartes d’une même valeur présente dans votre main.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 4.</source>
        <translation>Piochez et anticipez un 4.</translation>
    </message>
    <message>
        <source>Draw a 4, then return a card from your hand.</source>
        <translation>Piochez un 4, puis remettez une carte de votre main.</translation>
    </message>
    <message>
        <source>Draw a 3 or 4.</source>
        <translation>Piochez un 3 ou un 4.</translation>
    </message>
    <message>
        <source>Draw and meld a 3.</source>
        <translation>Piochez et posez un 3.</translation>
    </message>
    <message>
        <source>Draw a 3.</source>
        <translation>Piochez un 3.</translation>
    </message>
    <message>
        <source>Score a card from your hand of a color you have splayed.</source>
        <translation>Marquez une carte de votre main d’une couleur que vous avez décalée.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 5.</source>
        <translation>Piochez et anticipez un 5.</translation>
    </message>
    <message>
        <source>Splay left one color on any player&apos;s board.</source>
        <translation>Décalez à gauche une couleur du plateau d’un joueur de votre choix.</translation>
    </message>
    <message>
        <source>Transfer a 5 from your forecast to your hand.</source>
        <translation>Transférez un 5 de votre prévision dans votre main.</translation>
    </message>
    <message>
        <source>Draw a 5.</source>
        <translation>Piochez un 5.</translation>
    </message>
    <message>
        <source>You may splay your color with the most cards right.</source>
        <translation>Vous pouvez décaler à droite votre couleur qui compte le plus de cartes.</translation>
    </message>
    <message>
        <source>Draw and tuck a 4.</source>
        <translation>Piochez un 4 et glissez-le dessous.</translation>
    </message>
    <message>
        <source>Meld your bottom green card. Maintain its splay.</source>
        <translation>Posez votre carte verte du dessous. Conservez son décalage.</translation>
    </message>
    <message>
        <source>Score a top card from your board without a [Factory].</source>
        <translation>Marquez une carte du dessus sans symbole [Factory] de votre plateau.</translation>
    </message>
    <message>
        <source>Draw a card of a value present in any player&apos;s hand.</source>
        <translation>Piochez une carte d’une valeur présente dans la main d’un joueur quelconque.</translation>
    </message>
    <message>
        <source>Look at the top card of any deck, then place it back on top.</source>
        <translation>Regardez la carte du dessus d’une pioche de votre choix, puis replacez-la sur le dessus.</translation>
    </message>
    <message>
        <source>Meld a blue or yellow card from your hand.</source>
        <translation>Posez une carte bleue ou jaune de votre main.</translation>
    </message>
    <message>
        <source>Score your lowest top card.</source>
        <translation>Marquez votre carte du dessus la plus basse.</translation>
    </message>
    <message>
        <source>Draw and score a 7.</source>
        <translation>Piochez et marquez un 7.</translation>
    </message>
    <message>
        <source>Draw and tuck a 6.</source>
        <translation>Piochez un 6 et glissez-le dessous.</translation>
    </message>
    <message>
        <source>Score an odd-valued card from your hand.</source>
        <translation>Marquez une carte de valeur impaire de votre main.</translation>
    </message>
    <message>
        <source>Meld a card from your forecast.</source>
        <translation>Posez une carte de votre prévision.</translation>
    </message>
    <message>
        <source>If you have five top cards, draw and score a 7.</source>
        <translation>Si vous avez cinq cartes du dessus, piochez et marquez un 7.</translation>
    </message>
    <message>
        <source>Draw and tuck two 8.</source>
        <translation>Piochez deux 8 et glissez-les dessous.</translation>
    </message>
    <message>
        <source>Draw two 9. Return one, foreshadow the other.</source>
        <translation>Piochez deux 9. Remettez-en un, anticipez l’autre.</translation>
    </message>
    <message>
        <source>Score your top or bottom green card.</source>
        <translation>Marquez votre carte verte du dessus ou du dessous.</translation>
    </message>
    <message>
        <source>Score a non-purple top card from your board without a bonus.</source>
        <translation>Marquez une carte du dessus non violette sans bonus de votre plateau.</translation>
    </message>
    <message>
        <source>Draw and tuck an 8.</source>
        <translation>Piochez un 8 et glissez-le dessous.</translation>
    </message>
    <message>
        <source>Meld a card from hand with a [Leaf].</source>
        <translation>Posez une carte avec un symbole [Leaf] de votre main.</translation>
    </message>
    <message>
        <source>Return all cards from your hand and draw two 8.</source>
        <translation>Remettez toutes les cartes de votre main et piochez deux 8.</translation>
    </message>
    <message>
        <source>Draw a 7.</source>
        <translation>Piochez un 7.</translation>
    </message>
    <message>
        <source>Meld a card from your hand.</source>
        <translation>Posez une carte de votre main.</translation>
    </message>
    <message>
        <source>Draw and foreshadow a 10.</source>
        <translation>Piochez et anticipez un 10.</translation>
    </message>
    <message>
        <source>Draw and score a card of any value.</source>
        <translation>Piochez et marquez une carte de la valeur de votre choix.</translation>
    </message>
    <message>
        <source>Take a non-yellow top card from your board and tuck it.</source>
        <translation>Prenez une carte du dessus non jaune de votre plateau et glissez-la dessous.</translation>
    </message>
    <message>
        <source>Draw and meld a card of value less than 10.</source>
        <translation>Piochez et posez une carte de valeur inférieure à 10.</translation>
    </message>
    <message>
        <source>I COMPEL you to return all top cards from your board with a demand effect!</source>
        <translation>Je vous contrains à remettre toutes les cartes du dessus de votre plateau qui ont un effet d’exigence&#xa0;!</translation>
    </message>
    <message>
        <source>Score a top, non-blue card from your board with a demand effect.</source>
        <translation>Marquez une carte du dessus non bleue de votre plateau qui a un effet d’exigence.</translation>
    </message>
    <message>
        <source>Draw and reveal a 1. If you have a top card of matching color and value to the drawn card, score the drawn card and repeat this effect.</source>
        <translation>Piochez et révélez un 1. Si vous avez une carte du dessus de même couleur et de même valeur que la carte piochée, marquez la carte piochée et répétez cet effet.</translation>
    </message>
    <message>
        <source>Draw and reveal a 4. If you have a top card of the drawn card&apos;s color that comes before it in the alphabet, return the drawn card and all cards from your score pile.</source>
        <translation>Piochez et révélez un 4. Si vous avez une carte du dessus de la couleur de la carte piochée qui la précède dans l’ordre alphabétique, remettez la carte piochée et toutes les cartes de votre pile de score.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer the highest top card with a [Castle] on your board to my hand!</source>
        <translation>Je vous contrains à transférer dans ma main la carte du dessus la plus haute de votre plateau qui a un symbole [Castle]&#xa0;!</translation>
    </message>
    <message>
        <source>Return a purple card from your hand. If you do, draw and reveal a card of any type of value two higher. If the drawn card is purple, meld it and execute each of its non-demand dogma effects. Do not share them.</source>
        <translation>Remettez une carte violette de votre main. Si vous le faites, piochez et révélez une carte de n’importe quel type d’une valeur supérieure de deux. Si la carte piochée est violette, posez-la et exécutez chacun de ses effets Dogme qui ne sont pas des exigences. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Draw three cards of value equal to your top green card. Return one of the drawn cards. Score one of the drawn cards.</source>
        <translation>Piochez trois cartes de valeur égale à celle de votre carte verte du dessus. Remettez l’une des cartes piochées. Marquez l’une des cartes piochées.</translation>
    </message>
    <message>
        <source>Score a card from your hand. If you have a top card matching its color, execute each of the top card&apos;s non-demand dogma effects. Do not share them.</source>
        <translation>Marquez une carte de votre main. Si vous avez une carte du dessus de sa couleur, exécutez chacun des effets Dogme de cette carte du dessus qui ne sont pas des exigences. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Claim an achievement, if eligible.</source>
        <translation>Remportez un accomplissement, si vous y avez droit.</translation>
    </message>
    <message>
        <source>Draw and reveal a 3. If you do not have a top card of the drawn card&apos;s color, meld it and repeat this effect.</source>
        <translation>Piochez et révélez un 3. Si vous n’avez pas de carte du dessus de la couleur de la carte piochée, posez-la et répétez cet effet.</translation>
    </message>
    <message>
        <source>I COMPEL you to return a card from your score pile! If you do, transfer an achievement of the same value from your achievements to mine!</source>
        <translation>Je vous contrains à remettre une carte de votre pile de score&#xa0;! Si vous le faites, transférez un accomplissement de même valeur de vos accomplissements aux miens&#xa0;!</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer Dancing Girl to your board!</source>
        <translation>Je vous contrains à transférer Dancing Girl sur votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>If Dancing Girl has been on every board during this action, and it started on your board, you win.</source>
        <translation>Si Dancing Girl a été sur chaque plateau pendant cette action et qu’elle a commencé sur votre plateau, vous gagnez.</translation>
    </message>
    <message>
        <source>Meld a card from your hand. Score all other cards of the same color from your board. If you scored at least one card, repeat this effect.</source>
        <translation>Posez une carte de votre main. Marquez toutes les autres cartes de la même couleur de votre plateau. Si vous avez marqué au moins une carte, répétez cet effet.</translation>
    </message>
    <message>
        <source>Reveal three cards from your hand. Score two, then tuck the other. If the scored cards were the same color, draw three 1s.</source>
        <translation>Révélez trois cartes de votre main. Marquez-en deux, puis glissez l’autre dessous. Si les cartes marquées étaient de la même couleur, piochez trois 1.</translation>
    </message>
    <message>
        <source>Choose a color. Each player reveals all cards of that color from their hand. If you are the only player to reveal cards, return them and claim all achievements of value matching those cards, ignoring eligibility.</source>
        <translation>Choisissez une couleur. Chaque joueur révèle toutes les cartes de cette couleur de sa main. Si vous êtes le seul joueur à révéler des cartes, remettez-les et remportez tous les accomplissements de valeur correspondant à ces cartes, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Transfer all cards of the same color from the boards of all players with no top Artifacts to your score pile. If Ark of the Covenant is a top card on any board, transfer it to your hand.</source>
        <translation>Remettez une carte de votre main. Transférez dans votre pile de score toutes les cartes de la même couleur des plateaux de tous les joueurs qui n’ont aucun Artefact du dessus. Si Ark of the Covenant est une carte du dessus sur un plateau, transférez-la dans votre main.</translation>
    </message>
    <message>
        <source>Choose a color. Draw a 1. Meld a card of the chosen color from your hand. If you do, splay that color left.</source>
        <translation>Choisissez une couleur. Piochez un 1. Posez une carte de la couleur choisie de votre main. Si vous le faites, décalez cette couleur à gauche.</translation>
    </message>
    <message>
        <source>Draw and meld a 3. Meld your bottom card of the drawn card&apos;s color. Execute its non-demand dogma effects. Do not share them.</source>
        <translation>Piochez et posez un 3. Posez votre carte du dessous de la couleur de la carte piochée. Exécutez ses effets Dogme qui ne sont pas des exigences. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Choose a card type. Draw two 2 of that type. Meld one and transfer the other to an opponent&apos;s board.</source>
        <translation>Choisissez un type de carte. Piochez deux 2 de ce type. Posez-en un et transférez l’autre sur le plateau d’un adversaire.</translation>
    </message>
    <message>
        <source>If you have the least [Castle], draw a 2. If you have the least [Crown], draw a 3. If you have the least [Lightbulb], draw a 4.</source>
        <translation>Si vous avez le moins de symboles [Castle], piochez un 2. Si vous avez le moins de symboles [Crown], piochez un 3. Si vous avez le moins de symboles [Lightbulb], piochez un 4.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a top non-red card with a [Castle] from your board to my board!</source>
        <translation>Je vous contrains à transférer une carte du dessus non rouge avec un symbole [Castle] de votre plateau sur mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and score a 3.</source>
        <translation>Piochez et marquez un 3.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a top Artifact from your board to my board!</source>
        <translation>Je vous contrains à transférer un Artefact du dessus de votre plateau sur mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>If Holy Grail is a top card on your board, you win.</source>
        <translation>Si Holy Grail est une carte du dessus de votre plateau, vous gagnez.</translation>
    </message>
    <message>
        <source>Meld two cards from your hand. If you melded two of the same color and they are of different type, draw and score five 2s.</source>
        <translation>Posez deux cartes de votre main. Si vous en avez posé deux de la même couleur et qu’elles sont de types différents, piochez et marquez cinq 2.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Claim an achievement of matching value ignoring eligibility.</source>
        <translation>Remettez une carte de votre main. Remportez un accomplissement de même valeur sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>I COMPEL you to return a top card with no [Castle]!</source>
        <translation>Je vous contrains à remettre une carte du dessus sans symbole [Castle]&#xa0;!</translation>
    </message>
    <message>
        <source>Score a card from your hand with no [Castle].</source>
        <translation>Marquez une carte de votre main sans symbole [Castle].</translation>
    </message>
    <message>
        <source>Draw an Artifact of value equal to the value of your highest top card.</source>
        <translation>Piochez un Artefact de valeur égale à celle de votre carte du dessus la plus haute.</translation>
    </message>
    <message>
        <source>Choose any other top purple card on any player&apos;s board. Execute its non-demand dogma effects. Do not share them. Splay left a color on any player&apos;s board.</source>
        <translation>Choisissez n’importe quelle autre carte violette du dessus sur le plateau de n’importe quel joueur. Exécutez ses effets Dogme qui ne sont pas des exigences. Ne les partagez pas. Décalez à gauche une couleur sur le plateau de n’importe quel joueur.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw a card of value equal to the number of cards returned.</source>
        <translation>Remettez toutes les cartes de votre main. Piochez une carte de valeur égale au nombre de cartes remises.</translation>
    </message>
    <message>
        <source>Tuck a card from your hand. If you do, splay left its color, then choose a splayed color on any player&apos;s board. Execute all of that color&apos;s top card&apos;s non-demand effects, without sharing.</source>
        <translation>Glissez dessous une carte de votre main. Si vous le faites, décalez sa couleur à gauche, puis choisissez une couleur décalée sur le plateau de n’importe quel joueur. Exécutez tous les effets de la carte du dessus de cette couleur qui ne sont pas des exigences, sans les partager.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a top card of higher value than my top card of the same color from your board to my board!</source>
        <translation>Je vous contrains à transférer de votre plateau sur mon plateau une carte du dessus de valeur supérieure à ma carte du dessus de la même couleur&#xa0;!</translation>
    </message>
    <message>
        <source>I COMPEL you to choose a top card on your board! Transfer all cards of that card&apos;s color from your board to my score pile!</source>
        <translation>Je vous contrains à choisir une carte du dessus de votre plateau&#xa0;! Transférez toutes les cartes de sa couleur de votre plateau dans ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Return a card from your hand. Score a number of cards from your hand equal to the value of the card returned.</source>
        <translation>Remettez une carte de votre main. Marquez un nombre de cartes de votre main égal à la valeur de la carte remise.</translation>
    </message>
    <message>
        <source>Draw and reveal a 4. Splay right the color matching the drawn card.</source>
        <translation>Piochez et révélez un 4. Décalez à droite la couleur de la carte piochée.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal all cards in your hand and transfer the card of my choice to my board!</source>
        <translation>Je vous contrains à révéler toutes les cartes de votre main et à transférer la carte de mon choix sur mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and reveal a 4. If it is yellow, tuck it. If it is purple, score it. Otherwise, repeat this effect.</source>
        <translation>Piochez et révélez un 4. S’il est jaune, glissez-le dessous. S’il est violet, marquez-le. Sinon, répétez cet effet.</translation>
    </message>
    <message>
        <source>Draw and reveal a 3. If it is: Yellow: Return all cards in your hand. Green: Unsplay all your stacks. Red: Return all cards in your score pile. Blue: Draw a 9.</source>
        <translation>Piochez et révélez un 3. S’il est&#xa0;: Jaune&#xa0;: remettez toutes les cartes de votre main. Vert&#xa0;: annulez le décalage de toutes vos piles. Rouge&#xa0;: remettez toutes les cartes de votre pile de score. Bleu&#xa0;: piochez un 9.</translation>
    </message>
    <message>
        <source>Return a card from your hand. If you do, return a top card from your board and a card from your score pile of the returned card&apos;s color. If you did all three, claim an achievement ignoring eligibility.</source>
        <translation>Remettez une carte de votre main. Si vous le faites, remettez une carte du dessus de votre plateau et une carte de votre pile de score de la couleur de la carte remise. Si vous avez fait les trois, remportez un accomplissement sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a card from your score pile to my score pile for each top card with a [Castle] on your board!</source>
        <translation>Je vous contrains à transférer une carte de votre pile de score dans ma pile de score pour chaque carte du dessus de votre plateau avec un symbole [Castle]&#xa0;!</translation>
    </message>
    <message>
        <source>Return a card from your score pile. If you do, draw a 5 and a 6, then reveal one of the drawn cards that has a symbol in common with the returned card. If you cannot, return the drawn cards and repeat this effect.</source>
        <translation>Remettez une carte de votre pile de score. Si vous le faites, piochez un 5 et un 6, puis révélez l’une des cartes piochées qui a un symbole en commun avec la carte remise. Si vous ne pouvez pas, remettez les cartes piochées et répétez cet effet.</translation>
    </message>
    <message>
        <source>Choose a value other than 5. Return all cards of that value from all score piles. For each player that returned cards, draw and score a 5.</source>
        <translation>Choisissez une valeur autre que 5. Remettez toutes les cartes de cette valeur de toutes les piles de score. Pour chaque joueur qui a remis des cartes, piochez et marquez un 5.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer all the highest cards from your score pile to my score pile! If you transfered any, transfer a top card on your board of that value to my board!</source>
        <translation>Je vous contrains à transférer toutes les cartes les plus hautes de votre pile de score dans ma pile de score&#xa0;! Si vous en avez transféré, transférez une carte du dessus de votre plateau de cette valeur sur mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw three 4. Meld a blue card from your hand. Score a card from your hand. Return a card from your score pile.</source>
        <translation>Remettez toutes les cartes de votre main. Piochez trois 4. Posez une carte bleue de votre main. Marquez une carte de votre main. Remettez une carte de votre pile de score.</translation>
    </message>
    <message>
        <source>If you have fewer than four cards in your hand, return all non-green top cards from your board. Draw a 5 for each card returned. Meld a card from hand.</source>
        <translation>Si vous avez moins de quatre cartes en main, remettez toutes les cartes du dessus non vertes de votre plateau. Piochez un 5 pour chaque carte remise. Posez une carte de votre main.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer all top cards with a [Crown] from your board to my score pile!</source>
        <translation>Je vous contrains à transférer toutes les cartes du dessus avec un symbole [Crown] de votre plateau dans ma pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Score a top card with a [Crown].</source>
        <translation>Marquez une carte du dessus avec un symbole [Crown].</translation>
    </message>
    <message>
        <source>Choose a number and a color. Draw five 4, then reveal your hand. If you have exactly that many cards of that color, score them, and splay right your cards of that color. Otherwise, return all cards from your hand.</source>
        <translation>Choisissez un nombre et une couleur. Piochez cinq 4, puis révélez votre main. Si vous avez exactement autant de cartes de cette couleur, marquez-les et décalez à droite vos cartes de cette couleur. Sinon, remettez toutes les cartes de votre main.</translation>
    </message>
    <message>
        <source>Reveal your hand. If you have exactly five cards and five colors in your hand, you win.</source>
        <translation>Révélez votre main. Si vous avez exactement cinq cartes et cinq couleurs en main, vous gagnez.</translation>
    </message>
    <message>
        <source>For each value of top card on your board appearing exactly once, draw and score a card of that value in ascending order.</source>
        <translation>Pour chaque valeur de carte du dessus de votre plateau qui n’apparaît qu’une seule fois, piochez et marquez une carte de cette valeur, dans l’ordre croissant.</translation>
    </message>
    <message>
        <source>Return the lowest card in your hand and the lowest top card on your board. Draw and score a card of value equal to the sum of the values of the cards returned.</source>
        <translation>Remettez la carte la plus basse de votre main et la carte du dessus la plus basse de votre plateau. Piochez et marquez une carte de valeur égale à la somme des valeurs des cartes remises.</translation>
    </message>
    <message>
        <source>Return all non-blue top cards from your board. For each card returned, draw and meld a card of value one higher than the value of the returned card, in ascending order.</source>
        <translation>Remettez toutes les cartes du dessus non bleues de votre plateau. Pour chaque carte remise, piochez et posez une carte d’une valeur supérieure d’un à celle de la carte remise, dans l’ordre croissant.</translation>
    </message>
    <message>
        <source>I COMPEL you to choose a color where you have more visible cards than I do! Transfer all cards of that color from your board to my board, from the bottom up!</source>
        <translation>Je vous contrains à choisir une couleur dans laquelle vous avez plus de cartes visibles que moi&#xa0;! Transférez toutes les cartes de cette couleur de votre plateau sur mon plateau, de bas en haut&#xa0;!</translation>
    </message>
    <message>
        <source>If you have no cards in your score pile, choose a color and score all cards of that color from your board. Otherwise, return all cards from your score pile.</source>
        <translation>Si vous n’avez aucune carte dans votre pile de score, choisissez une couleur et marquez toutes les cartes de cette couleur de votre plateau. Sinon, remettez toutes les cartes de votre pile de score.</translation>
    </message>
    <message>
        <source>Draw and meld a 5. If the drawn card is not green, repeat this effect.</source>
        <translation>Piochez et posez un 5. Si la carte piochée n’est pas verte, répétez cet effet.</translation>
    </message>
    <message>
        <source>Score the bottom card of every color on your board. Meld a card from your score pile. Splay right the color of the melded card.</source>
        <translation>Marquez la carte du dessous de chaque couleur de votre plateau. Posez une carte de votre pile de score. Décalez à droite la couleur de la carte posée.</translation>
    </message>
    <message>
        <source>If Gujin Tushu Jinsheng is on your board, choose any other top card on any other board. Execute the effects on the chosen card as if they were on this card. Do not share them.</source>
        <translation>Si Gujin Tushu Jinsheng est sur votre plateau, choisissez n’importe quelle autre carte du dessus sur n’importe quel autre plateau. Exécutez les effets de la carte choisie comme s’ils figuraient sur cette carte. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Draw a card of any value, then place it on top of the draw pile of its age. Execute the effects of one of your other top cards as if they were on this card. Do not share them.</source>
        <translation>Piochez une carte de n’importe quelle valeur, puis placez-la sur le dessus de la pioche de son âge. Exécutez les effets d’une de vos autres cartes du dessus comme s’ils figuraient sur cette carte. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Draw and reveal a 6. If it is red, claim an achievement, ignoring eligibility.</source>
        <translation>Piochez et révélez un 6. S’il est rouge, remportez un accomplissement, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>Meld a card from your hand. Claim an achievement of matching value, ignoring eligibility.</source>
        <translation>Posez une carte de votre main. Remportez un accomplissement de même valeur, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Return a top card from your board. If you returned two cards and their values sum to ten, draw and score a 10.</source>
        <translation>Remettez une carte de votre main. Remettez une carte du dessus de votre plateau. Si vous avez remis deux cartes et que la somme de leurs valeurs est dix, piochez et marquez un 10.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Draw a card of value equal to the highest number of symbols of the same type visible in that color on your board. Splay right that color.</source>
        <translation>Remettez une carte de votre main. Piochez une carte de valeur égale au plus grand nombre de symboles d’un même type visibles dans cette couleur sur votre plateau. Décalez cette couleur à droite.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal a card in your hand! If you do, and its value is equal to the value of any of my top cards, return it and all cards of its color from your board!</source>
        <translation>Je vous contrains à révéler une carte de votre main&#xa0;! Si vous le faites et que sa valeur est égale à celle de l’une de mes cartes du dessus, remettez-la ainsi que toutes les cartes de sa couleur de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer the highest card in your hand to my hand, the highest card in your score pile to my score pile, and the highest top card with a [Factory] from your board to my board!</source>
        <translation>Je vous contrains à transférer la carte la plus haute de votre main dans ma main, la carte la plus haute de votre pile de score dans ma pile de score, et la carte du dessus la plus haute avec un symbole [Factory] de votre plateau sur mon plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and score a 1. Add up the values of all the cards in your score pile, divide by five, and round up. Draw and score a card of value equal to the result.</source>
        <translation>Piochez et marquez un 1. Additionnez les valeurs de toutes les cartes de votre pile de score, divisez par cinq et arrondissez au supérieur. Piochez et marquez une carte de valeur égale au résultat.</translation>
    </message>
    <message>
        <source>Choose three colors. Draw and reveal a 8. If the drawn card is one of the chosen colors, score it and splay up that color. Otherwise, return all cards of the drawn card&apos;s color from your score pile, and unsplay that color.</source>
        <translation>Choisissez trois couleurs. Piochez et révélez un 8. Si la carte piochée est de l’une des couleurs choisies, marquez-la et décalez cette couleur vers le haut. Sinon, remettez toutes les cartes de la couleur de la carte piochée de votre pile de score et annulez le décalage de cette couleur.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a card of value equal to the top yellow card on your board from your score pile to mine! If you do, return a card from your score pile of value equal to the top green card on your board!</source>
        <translation>Je vous contrains à transférer de votre pile de score dans la mienne une carte de valeur égale à celle de la carte jaune du dessus de votre plateau&#xa0;! Si vous le faites, remettez une carte de votre pile de score de valeur égale à celle de la carte verte du dessus de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and meld a 6. If the drawn card&apos;s color is the color with the fewest (or tied) number of visible cards on your board, score the melded card, and repeat this effect.</source>
        <translation>Piochez et posez un 6. Si la couleur de la carte piochée est celle qui a le moins de cartes visibles (ex æquo compris) sur votre plateau, marquez la carte posée et répétez cet effet.</translation>
    </message>
    <message>
        <source>Choose a color on your board having the highest top card. Meld the bottom card on your board of that color. Claim an achievement, ignoring eligibility.</source>
        <translation>Choisissez une couleur de votre plateau dont la carte du dessus est la plus haute. Posez la carte du dessous de cette couleur de votre plateau. Remportez un accomplissement, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>Reveal and return two cards from your hand. If they have the same value, draw a card of value one higher. If they have the same color, claim an achievement, ignoring eligibility.</source>
        <translation>Révélez et remettez deux cartes de votre main. Si elles ont la même valeur, piochez une carte d’une valeur supérieure d’un. Si elles ont la même couleur, remportez un accomplissement, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>Choose two top cards on your board of the same value. If you do, draw a card of value one higher and meld it. If it melded over one of the chosen cards, repeat this effect.</source>
        <translation>Choisissez deux cartes du dessus de même valeur sur votre plateau. Si vous le faites, piochez une carte d’une valeur supérieure d’un et posez-la. Si elle a été posée sur l’une des cartes choisies, répétez cet effet.</translation>
    </message>
    <message>
        <source>Draw and tuck an 8. Splay up the color of the tucked card. Draw and score a card of value equal to the number of cards of that color visible on your board.</source>
        <translation>Piochez un 8 et glissez-le dessous. Décalez vers le haut la couleur de la carte glissée dessous. Piochez et marquez une carte de valeur égale au nombre de cartes de cette couleur visibles sur votre plateau.</translation>
    </message>
    <message>
        <source>I COMPEL you to draw and meld a 7! Reveal the bottom card on your board of the melded card&apos;s color! If the revealed card is a 1, return all cards of its color from your board!</source>
        <translation>Je vous contrains à piocher et poser un 7&#xa0;! Révélez la carte du dessous de votre plateau de la couleur de la carte posée&#xa0;! Si la carte révélée est un 1, remettez toutes les cartes de sa couleur de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and score an 8. Draw and meld an 8. Claim an achievement of value 8 if it is available, ignoring eligibility.</source>
        <translation>Piochez et marquez un 8. Piochez et posez un 8. Remportez un accomplissement de valeur 8 s’il est disponible, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>Choose a value. Draw and meld a card of that value. Splay up the color of the melded card. If the number of cards of that color visible on your board is exactly equal to the card&apos;s value, you win. Otherwise, return the melded card.</source>
        <translation>Choisissez une valeur. Piochez et posez une carte de cette valeur. Décalez vers le haut la couleur de la carte posée. Si le nombre de cartes de cette couleur visibles sur votre plateau est exactement égal à la valeur de la carte, vous gagnez. Sinon, remettez la carte posée.</translation>
    </message>
    <message>
        <source>I COMPEL you to draw four 7! Meld a blue card, then transfer all cards in your hand to my hand!</source>
        <translation>Je vous contrains à piocher quatre 7&#xa0;! Posez une carte bleue, puis transférez toutes les cartes de votre main dans ma main&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and reveal a 7. If it has no [Clock], tuck it and repeat this effect.</source>
        <translation>Piochez et révélez un 7. S’il n’a pas de symbole [Clock], glissez-le dessous et répétez cet effet.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal your hand! Draw a 7! If the color of the drawn card matches the color of any other card in your hand, return all cards in your hand and all cards in your score pile!</source>
        <translation>Je vous contrains à révéler votre main&#xa0;! Piochez un 7&#xa0;! Si la couleur de la carte piochée est celle d’une autre carte de votre main, remettez toutes les cartes de votre main et toutes les cartes de votre pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>Tuck a card from your hand. If you do, splay up its color, and then tuck all cards from your score pile of that color.</source>
        <translation>Glissez dessous une carte de votre main. Si vous le faites, décalez sa couleur vers le haut, puis glissez dessous toutes les cartes de cette couleur de votre pile de score.</translation>
    </message>
    <message>
        <source>Meld the highest card from your score pile. Draw and score two cards of value equal to the melded card. Execute the effects of the melded card as if they were on this card. Do not share them.</source>
        <translation>Posez la carte la plus haute de votre pile de score. Piochez et marquez deux cartes de valeur égale à celle de la carte posée. Exécutez les effets de la carte posée comme s’ils figuraient sur cette carte. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>For each player in the game, draw and reveal a 7. Transfer one of the drawn cards to each player&apos;s board. Execute the non-demand effects of your card. Do not share them.</source>
        <translation>Pour chaque joueur de la partie, piochez et révélez un 7. Transférez l’une des cartes piochées sur le plateau de chaque joueur. Exécutez les effets de votre carte qui ne sont pas des exigences. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Draw and meld a card of value one higher than the highest top card on your board. If the melded card has three [Clock], you win.</source>
        <translation>Piochez et posez une carte d’une valeur supérieure d’un à celle de la carte du dessus la plus haute de votre plateau. Si la carte posée a trois symboles [Clock], vous gagnez.</translation>
    </message>
    <message>
        <source>For each value below nine, return a top card of that value from your board, in descending order. If you return eight cards, you win. Otherwise, claim an achievement, ignoring eligibility.</source>
        <translation>Pour chaque valeur inférieure à neuf, remettez une carte du dessus de cette valeur de votre plateau, dans l’ordre décroissant. Si vous remettez huit cartes, vous gagnez. Sinon, remportez un accomplissement, sans tenir compte des conditions.</translation>
    </message>
    <message>
        <source>I COMPEL you to draw and reveal an 8! Return all cards of the drawn card&apos;s color from your board!</source>
        <translation>Je vous contrains à piocher et révéler un 8&#xa0;! Remettez toutes les cartes de la couleur de la carte piochée de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Score all bottom cards from your board.</source>
        <translation>Marquez toutes les cartes du dessous de votre plateau.</translation>
    </message>
    <message>
        <source>Return a card from your hand. Draw and score three cards of the returned card&apos;s value.</source>
        <translation>Remettez une carte de votre main. Piochez et marquez trois cartes de la valeur de la carte remise.</translation>
    </message>
    <message>
        <source>Choose a value. Splay up each color with a top card of the chosen value. Return all cards of the chosen value from all score piles.</source>
        <translation>Choisissez une valeur. Décalez vers le haut chaque couleur dont la carte du dessus est de la valeur choisie. Remettez toutes les cartes de la valeur choisie de toutes les piles de score.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a non-yellow top card with a [Clock] from your board to my board! If you do, repeat this effect!</source>
        <translation>Je vous contrains à transférer une carte du dessus non jaune avec un symbole [Clock] de votre plateau sur mon plateau&#xa0;! Si vous le faites, répétez cet effet&#xa0;!</translation>
    </message>
    <message>
        <source>Meld an 8 from your hand. If the melded card has no effects, you win. Otherwise, execute the effects of the melded card as if they were on this card. Do not share them.</source>
        <translation>Posez un 8 de votre main. Si la carte posée n’a aucun effet, vous gagnez. Sinon, exécutez les effets de la carte posée comme s’ils figuraient sur cette carte. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>I COMPEL you to return one of your achievements!</source>
        <translation>Je vous contrains à remettre l’un de vos accomplissements&#xa0;!</translation>
    </message>
    <message>
        <source>Draw and reveal an 8. The single player with the highest top card of the drawn card&apos;s color achieves it, ignoring eligibility. If that happens, repeat this effect.</source>
        <translation>Piochez et révélez un 8. Le joueur qui a seul la carte du dessus la plus haute de la couleur de la carte piochée l’accomplit, sans tenir compte des conditions. Si cela se produit, répétez cet effet.</translation>
    </message>
    <message>
        <source>Draw and meld a 9. Execute the effects of the melded card as if they were on this card, without sharing. If that card has a [Clock], repeat this effect.</source>
        <translation>Piochez et posez un 9. Exécutez les effets de la carte posée comme s’ils figuraient sur cette carte, sans les partager. Si cette carte a un symbole [Clock], répétez cet effet.</translation>
    </message>
    <message>
        <source>Return all cards from your score pile. Draw and score a card of value equal to the number of cards returned.</source>
        <translation>Remettez toutes les cartes de votre pile de score. Piochez et marquez une carte de valeur égale au nombre de cartes remises.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer all top cards on your board with a demand effect to my score pile!</source>
        <translation>Je vous contrains à transférer dans ma pile de score toutes les cartes du dessus de votre plateau qui ont un effet d’exigence&#xa0;!</translation>
    </message>
    <message>
        <source>If you have a top card on your board with a demand effect, draw a 10.</source>
        <translation>Si vous avez sur votre plateau une carte du dessus qui a un effet d’exigence, piochez un 10.</translation>
    </message>
    <message>
        <source>I COMPEL you to transfer a 9 from your hand to my hand! If you do not, transfer a 9 from your score pile to my score pile! If you do neither, I win!</source>
        <translation>Je vous contrains à transférer un 9 de votre main dans ma main&#xa0;! Si vous ne le faites pas, transférez un 9 de votre pile de score dans ma pile de score&#xa0;! Si vous ne faites ni l’un ni l’autre, je gagne&#xa0;!</translation>
    </message>
    <message>
        <source>I COMPEL you to unsplay all splayed colors on your board!</source>
        <translation>Je vous contrains à annuler le décalage de toutes les couleurs décalées de votre plateau&#xa0;!</translation>
    </message>
    <message>
        <source>Splay up two colors on your board.</source>
        <translation>Décalez vers le haut deux couleurs de votre plateau.</translation>
    </message>
    <message>
        <source>Return all cards from your hand. Draw and reveal five 9. If you revealed all five colors, you win.</source>
        <translation>Remettez toutes les cartes de votre main. Piochez et révélez cinq 9. Si vous avez révélé les cinq couleurs, vous gagnez.</translation>
    </message>
    <message>
        <source>For each top card on your board with a [Clock], draw and score a 9.</source>
        <translation>Pour chaque carte du dessus de votre plateau avec un symbole [Clock], piochez et marquez un 9.</translation>
    </message>
    <message>
        <source>Draw and meld two 10. If they are the same color, you win.</source>
        <translation>Piochez et posez deux 10. S’ils sont de la même couleur, vous gagnez.</translation>
    </message>
    <message>
        <source>Execute the non-demand effects of your top blue card, without sharing. If this caused any change to occur, draw and remove a 10 from the game, then repeat this effect.</source>
        <translation>Exécutez les effets de votre carte bleue du dessus qui ne sont pas des exigences, sans les partager. Si cela a provoqué un changement, piochez un 10 et retirez-le de la partie, puis répétez cet effet.</translation>
    </message>
    <message>
        <source>You may score a card from your hand. You may transfer any card from your score pile to your hand. If you have exactly 25 points, you win.</source>
        <translation>Vous pouvez marquer une carte de votre main. Vous pouvez transférer n’importe quelle carte de votre pile de score dans votre main. Si vous avez exactement 25 points, vous gagnez.</translation>
    </message>
    <message>
        <source>Draw and meld an Artifact 10. Execute the effects of the melded card as if they were on this card. Do not share them.</source>
        <translation>Piochez et posez un Artefact 10. Exécutez les effets de la carte posée comme s’ils figuraient sur cette carte. Ne les partagez pas.</translation>
    </message>
    <message>
        <source>Transfer all cards on your board to your score pile.</source>
        <translation>Transférez toutes les cartes de votre plateau dans votre pile de score.</translation>
    </message>
    <message>
        <source>I COMPEL you to remove all cards from your hand, score pile, board, and achievements from the game! You lose! If there is only one player remaining in the game, that player wins!</source>
        <translation>Je vous contrains à retirer de la partie toutes les cartes de votre main, de votre pile de score, de votre plateau et de vos accomplissements&#xa0;! Vous perdez&#xa0;! S’il ne reste qu’un joueur dans la partie, ce joueur gagne&#xa0;!</translation>
    </message>
    <message>
        <source>I COMPEL you to return all cards in your hand but two! Return all cards in your score pile but two!</source>
        <translation>Je vous contrains à remettre toutes les cartes de votre main sauf deux&#xa0;! Remettez toutes les cartes de votre pile de score sauf deux&#xa0;!</translation>
    </message>
    <message>
        <source>Return all cards in your score pile but four.</source>
        <translation>Remettez toutes les cartes de votre pile de score sauf quatre.</translation>
    </message>
    <message>
        <source>If you have the most cards in your score pile, you win.</source>
        <translation>Si vous avez le plus de cartes dans votre pile de score, vous gagnez.</translation>
    </message>
    <message>
        <source>If you have the most cards of a color showing on your board out of all colors on all boards, you win.</source>
        <translation>Si vous avez, parmi toutes les couleurs de tous les plateaux, le plus de cartes visibles d’une couleur sur votre plateau, vous gagnez.</translation>
    </message>
    <message>
        <source>You may score your bottom yellow card. You may draw and tuck a 1. If your bottom yellow card is Domestication, you win. Otherwise, meld the highest card in your hand, then draw a 10.</source>
        <translation>Vous pouvez marquer votre carte jaune du dessous. Vous pouvez piocher un 1 et le glisser dessous. Si votre carte jaune du dessous est Domestication, vous gagnez. Sinon, posez la carte la plus haute de votre main, puis piochez un 10.</translation>
    </message>
    <message>
        <source>You win.</source>
        <translation>Vous gagnez.</translation>
    </message>
    <message>
        <source>If DeLorean DMC-12 is a top card on any board, remove all top cards on all boards and all cards in all hands from the game.</source>
        <translation>Si DeLorean DMC-12 est une carte du dessus sur un plateau, retirez de la partie toutes les cartes du dessus de tous les plateaux et toutes les cartes de toutes les mains.</translation>
    </message>
    <message>
        <source>I COMPEL you to reveal your score pile! For each color, meld a card of that color from your score pile!</source>
        <translation>Je vous contrains à révéler votre pile de score&#xa0;! Pour chaque couleur, posez une carte de cette couleur de votre pile de score&#xa0;!</translation>
    </message>
    <message>
        <source>You may reveal a card from your hand having exactly the same icons, in type and number, as a top card on your board. If you do, claim an achievement of matching value, ignoring eligibility.</source>
        <translation>Vous pouvez révéler une carte de votre main ayant exactement les mêmes symboles, en type et en nombre, qu’une carte du dessus de votre plateau. Si vous le faites, remportez un accomplissement de la valeur correspondante, sans tenir compte de l’éligibilité.</translation>
    </message>
    <message>
        <source>You may return any number of cards from your score pile. If you do, draw and meld a card of value equal to number of cards returned. If the melded card has a [Clock], return it.</source>
        <translation>Vous pouvez remettre autant de cartes de votre pile de score que vous le souhaitez. Si vous le faites, piochez et posez une carte de valeur égale au nombre de cartes remises. Si la carte posée a un [Clock], remettez-la.</translation>
    </message>
    <message>
        <source>I DEMAND you return all cards of value higher than 6 from your hand! Draw a 6!</source>
        <translation>J’exige que vous remettiez toutes les cartes de valeur supérieure à 6 de votre main&#xa0;! Piochez un 6&#xa0;!</translation>
    </message>
</context>
<context>
    <name>CityTexts</name>
    <message>
        <source>Ordinary icon</source>
        <translation>Symbole ordinaire</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Drapeau</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fontaine</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Counts like the same icon on a base card.</source>
        <translation>Compte comme le même symbole sur une carte du jeu de base.</translation>
    </message>
    <message>
        <source>The picture of the City: no icon.</source>
        <translation>L’image de la Cité&#xa0;: aucun symbole.</translation>
    </message>
    <message>
        <source>An icon under a magnifying glass. While visible it counts as that icon. When you meld the City with a Meld action, reveal as many cards from the base pile of the City&apos;s age as that age: those showing the icon go to your hand, the others to the bottom of the pile.</source>
        <translation>Un symbole sous une loupe. Tant qu’il est visible, il compte comme ce symbole. Quand vous posez la Cité par l’action Poser, révélez autant de cartes de la pioche de base de l’âge de la Cité que cet âge&#xa0;: celles qui portent le symbole vont dans votre main, les autres sous la pioche.</translation>
    </message>
    <message>
        <source>When you meld the City with a Meld action, draw a base card of a value one higher than the City&apos;s age.</source>
        <translation>Quand vous posez la Cité par l’action Poser, piochez une carte de base d’une valeur supérieure d’un à l’âge de la Cité.</translation>
    </message>
    <message>
        <source>When you meld the City with a Meld action, splay its color on your board the way the arrow points (left, right or up).</source>
        <translation>Quand vous posez la Cité par l’action Poser, décalez sa couleur sur votre plateau dans le sens de la flèche (à gauche, à droite ou vers le haut).</translation>
    </message>
    <message>
        <source>While visible, the flag counts as one achievement for you, unless an opponent shows more cards of the flag&apos;s color than you do.</source>
        <translation>Tant qu’il est visible, le drapeau compte pour vous comme un accomplissement, sauf si un adversaire montre plus de cartes de la couleur du drapeau que vous.</translation>
    </message>
    <message>
        <source>While visible, the fountain counts as one achievement for you.</source>
        <translation>Tant qu’elle est visible, la fontaine compte pour vous comme un accomplissement.</translation>
    </message>
    <message>
        <source>While visible, adds points to your score: your highest visible bonus counts its number, every other visible bonus counts 1.</source>
        <translation>Tant qu’il est visible, il ajoute des points à votre score&#xa0;: votre bonus visible le plus haut compte pour son nombre, chaque autre bonus visible pour 1.</translation>
    </message>
    <message>
        <source>hexagon (picture)</source>
        <translation>hexagone (image)</translation>
    </message>
    <message>
        <source>search: %1</source>
        <translation>recherche&#xa0;: %1</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>arrow: splay %1</source>
        <translation>flèche&#xa0;: décaler %1</translation>
    </message>
    <message>
        <source>flag (%1)</source>
        <translation>drapeau (%1)</translation>
    </message>
    <message>
        <source>fountain</source>
        <translation>fontaine</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>bonus %1</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>en haut au milieu</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>en bas au milieu</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Repute</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Renommée</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Gloire</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Meld a City with a left arrow onto your pile of its color while that pile is already splayed left.</source>
        <translation>Posez une Cité portant une flèche vers la gauche sur votre pile de sa couleur alors que cette pile est déjà décalée à gauche.</translation>
    </message>
    <message>
        <source>Meld a City with a right arrow onto your pile of its color while that pile is already splayed right.</source>
        <translation>Posez une Cité portant une flèche vers la droite sur votre pile de sa couleur alors que cette pile est déjà décalée à droite.</translation>
    </message>
    <message>
        <source>Meld a City with an up arrow onto your pile of its color while that pile is already splayed up.</source>
        <translation>Posez une Cité portant une flèche vers le haut sur votre pile de sa couleur alors que cette pile est déjà décalée vers le haut.</translation>
    </message>
    <message>
        <source>Tuck a City with a flag.</source>
        <translation>Glissez dessous une Cité portant un drapeau.</translation>
    </message>
    <message>
        <source>Tuck a City with a fountain.</source>
        <translation>Glissez dessous une Cité portant une fontaine.</translation>
    </message>
    <message>
        <source>Cities of Destiny (expansion: City cards, Endorse, flags and fountains)</source>
        <translation>Cities of Destiny (extension&#xa0;: cartes Cité, Soutenir, drapeaux et fontaines)</translation>
    </message>
    <message>
        <source>Cities of Destiny expansion</source>
        <translation>Extension Cities of Destiny</translation>
    </message>
    <message>
        <source>Play with the 105 Cities of the expansion: City piles beside the base piles, and more achievements to claim.</source>
        <translation>Jouer avec les 105 Cités de l’extension&#xa0;: des piles de Cités à côté des pioches de base, et davantage d’accomplissements à remporter.</translation>
    </message>
    <message>
        <source>Cities of Destiny</source>
        <translation>Cities of Destiny</translation>
    </message>
    <message>
        <source> · Cities</source>
        <translation> · Cités</translation>
    </message>
    <message>
        <source>Any special icon</source>
        <translation>Tout symbole spécial</translation>
    </message>
    <message>
        <source>Only Cities with this special icon</source>
        <translation>Seulement les Cités portant ce symbole spécial</translation>
    </message>
    <message>
        <source>Age %1 · %2 · featured icon %3</source>
        <translation>Âge %1 · %2 · symbole principal %3</translation>
    </message>
    <message>
        <source>A City (Cities of Destiny). Cities have no dogma effects: their special icons act when the City is melded, or count while they are visible.</source>
        <translation>Une Cité (Cities of Destiny). Les Cités n’ont pas d’effet Dogme&#xa0;: leurs symboles spéciaux agissent quand la Cité est posée, ou comptent tant qu’ils sont visibles.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Special icons</source>
        <translation>Symboles spéciaux</translation>
    </message>
    <message>
        <source>When it is covered in a splayed pile, a City shows the top right and bottom right positions (splayed left), the top left and bottom left ones (right), or its bottom row (up).</source>
        <translation>Recouverte dans une pile décalée, une Cité montre les emplacements en haut à droite et en bas à droite (décalée à gauche), en haut à gauche et en bas à gauche (à droite), ou sa rangée du bas (vers le haut).</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) or fountain(s)</source>
        <translation>
            <numerusform>%n drapeau ou fontaine</numerusform>
            <numerusform>%n drapeaux ou fontaines</numerusform>
        </translation>
    </message>
    <message>
        <source>endorsed %1</source>
        <translation>soutien de %1</translation>
    </message>
</context>
<context>
    <name>EchoesTexts</name>
    <message>
        <source>Promote a card from your forecast? You may meld one of value up to %1&apos;s (%2); then you may take a free Dogma action on it.</source>
        <translation>Promouvoir une carte de votre prévision&#xa0;? Vous pouvez en poser une de valeur au plus celle de %1 (%2)&#xa0;; puis vous pouvez effectuer une action Dogme gratuite sur elle.</translation>
    </message>
    <message>
        <source>Take the free Dogma action on %1? It counts as neither of your actions.</source>
        <translation>Effectuer l’action Dogme gratuite sur %1&#xa0;? Elle ne compte pour aucune de vos actions.</translation>
    </message>
    <message>
        <source>%1 carries out the echo effect of %2.</source>
        <translation>%1 exécute l’effet Écho de %2.</translation>
    </message>
    <message>
        <source>promoted from the forecast</source>
        <translation>promue depuis la prévision</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 Echoes pile: %n card(s) left</source>
        <translation>
            <numerusform>Pioche Échos d’âge %1&#xa0;: %n carte restante</numerusform>
            <numerusform>Pioche Échos d’âge %1&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n base card(s) of age %1 in a forecast</source>
        <translation>
            <numerusform>%n carte de base d’âge %1 dans une prévision</numerusform>
            <numerusform>%n cartes de base d’âge %1 dans une prévision</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n carte Échos d’âge %1 dans une pile de score</numerusform>
            <numerusform>%n cartes Échos d’âge %1 dans une pile de score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a forecast</source>
        <translation>
            <numerusform>%n carte Échos d’âge %1 dans une prévision</numerusform>
            <numerusform>%n cartes Échos d’âge %1 dans une prévision</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n carte Échos d’âge %1 dans une main</numerusform>
            <numerusform>%n cartes Échos d’âge %1 dans une main</numerusform>
        </translation>
    </message>
    <message>
        <source>their forecast</source>
        <translation>sa prévision</translation>
    </message>
    <message>
        <source>%1&apos;s forecast</source>
        <translation>la prévision de %1</translation>
    </message>
    <message>
        <source>Echoes of the Past (expansion: echo effects, bonuses, the forecast)</source>
        <translation>Echoes of the Past (extension&#xa0;: effets Écho, bonus, la prévision)</translation>
    </message>
    <message>
        <source>Echoes of the Past expansion</source>
        <translation>Extension Echoes of the Past</translation>
    </message>
    <message>
        <source>Play with the 105 Echoes cards: Echoes piles beside the base piles, echo effects, bonuses, the forecast and five more special achievements.</source>
        <translation>Jouer avec les 105 cartes Échos&#xa0;: pioches Échos à côté des pioches de base, effets Écho, bonus, la prévision et cinq accomplissements spéciaux de plus.</translation>
    </message>
    <message>
        <source>Echoes of the Past</source>
        <translation>Echoes of the Past</translation>
    </message>
    <message>
        <source> · Echoes</source>
        <translation> · Échos</translation>
    </message>
    <message>
        <source>Echo effect</source>
        <translation>Effet Écho</translation>
    </message>
    <message>
        <source>%1: the echo effect</source>
        <translation>%1&#xa0;: l’effet Écho</translation>
    </message>
    <message>
        <source>%1: bonus %2</source>
        <translation>%1&#xa0;: bonus %2</translation>
    </message>
    <message>
        <source>into %1&apos;s forecast</source>
        <translation>dans la prévision de %1</translation>
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
        <translation>%1 · victoire de %2</translation>
    </message>
    <message>
        <source>%1 · unfinished</source>
        <translation>%1 · inachevée</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message>
        <source>Nothing moves.</source>
        <translation>Aucune carte ne bouge.</translation>
    </message>
    <message>
        <source>Then you choose: %1</source>
        <translation>Ensuite, vous choisissez&#xa0;: %1</translation>
    </message>
    <message>
        <source>Then %1 decides.</source>
        <translation>Ensuite, %1 décide.</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <source>%1 pile</source>
        <translation>pile %1</translation>
    </message>
    <message>
        <source>%1 pile, splayed %2</source>
        <translation>pile %1, décalée %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · hand</source>
        <translation>%1 · main</translation>
    </message>
    <message>
        <source>%1 · score pile</source>
        <translation>%1 · pile de score</translation>
    </message>
    <message>
        <source>%1 · achievements</source>
        <translation>%1 · accomplissements</translation>
    </message>
    <message>
        <source>Age %1 deck</source>
        <translation>Pioche de l’âge %1</translation>
    </message>
    <message>
        <source>Achievements to claim</source>
        <translation>Accomplissements à remporter</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>SinceText</name>
    <message>
        <source>activated %1</source>
        <translation>activation de %1</translation>
    </message>
    <message>
        <source>parleyed %1 (%2)</source>
        <translation>parlementage pour %1 (%2)</translation>
    </message>
    <message>
        <source>took the action “%1”</source>
        <translation>action «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>drew and revealed %1</source>
        <translation>pioche et révélation de %1</translation>
    </message>
    <message>
        <source>drew %1</source>
        <translation>pioche de %1</translation>
    </message>
    <message>
        <source>melded %1</source>
        <translation>pose de %1</translation>
    </message>
    <message>
        <source>tucked %1</source>
        <translation>mise dessous de %1</translation>
    </message>
    <message>
        <source>scored %1</source>
        <translation>mise au score de %1</translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>paiement de %1</translation>
    </message>
    <message>
        <source>returned %1</source>
        <translation>remise de %1</translation>
    </message>
    <message>
        <source>achieved %1</source>
        <translation>accomplissement remporté avec %1</translation>
    </message>
    <message>
        <source>removed %1 from the game</source>
        <translation>retrait de %1 du jeu</translation>
    </message>
    <message>
        <source>unsplayed %1</source>
        <translation>fin du décalage des cartes %1</translation>
    </message>
    <message>
        <source>splayed %1 %2</source>
        <translation>décalage des cartes %1 %2</translation>
    </message>
    <message>
        <source>claimed %1</source>
        <translation>accomplissement %1 remporté</translation>
    </message>
    <message>
        <source>achieved age %1</source>
        <translation>accomplissement de l’âge %1 remporté</translation>
    </message>
    <message>
        <source>left the game</source>
        <translation>sortie du jeu</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier turn(s): see the log.</source>
        <translation>
            <numerusform>%n tour précédent&#xa0;: voir le journal.</numerusform>
            <numerusform>%n tours précédents&#xa0;: voir le journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>into your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>to your board</source>
        <translation>sur votre plateau</translation>
    </message>
    <message>
        <source>to your score pile</source>
        <translation>dans votre pile de score</translation>
    </message>
    <message>
        <source>to your achievements</source>
        <translation>parmi vos accomplissements</translation>
    </message>
    <message>
        <source>took %1 %2</source>
        <comment>%2: where to, with its preposition (into your hand)</comment>
        <translation>prise de %1 %2</translation>
    </message>
    <message>
        <source>transferred %1 %2</source>
        <comment>%2: where to, with its preposition (into your hand)</comment>
        <translation>transfert de %1 %2</translation>
    </message>
    <message>
        <source>exchanged %1 %2</source>
        <comment>%2: where to, with its preposition (into your hand)</comment>
        <translation>échange de %1 %2</translation>
    </message>
    <message>
        <source>put %1 on top of its deck</source>
        <translation>mise de %1 sur le dessus de sa pioche</translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message numerus="yes">
        <source>Your hand (%n card(s))</source>
        <translation>
            <numerusform>Votre main (%n carte)</numerusform>
            <numerusform>Votre main (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievements: %1 of %2</source>
        <translation>Accomplissements&#xa0;: %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Main&#xa0;: %n carte</numerusform>
            <numerusform>Main&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Achievements: %1/%2</source>
        <translation>Accompl.&#xa0;: %1/%2</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Pioches</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Accomplissements</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Spéciaux</translation>
    </message>
    <message numerus="yes">
        <source>Score pile: %n point(s)</source>
        <translation>
            <numerusform>Pile de score&#xa0;: %n point</numerusform>
            <numerusform>Pile de score&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 (+%2 bonus)</source>
        <translation>Score&#xa0;: %1 (+%2 bonus)</translation>
    </message>
    <message>
        <source>Achievements: %1/%2 (+%3 ⚑)</source>
        <translation>Accompl.&#xa0;: %1/%2 (+%3 ⚑)</translation>
    </message>
    <message>
        <source>Score: %1 (pile %2 + bonus %3)</source>
        <translation>Score&#xa0;: %1 (pile %2 + bonus %3)</translation>
    </message>
    <message>
        <source>Achievements: %1 of %2 (%3 from flags and fountains)</source>
        <translation>Accomplissements&#xa0;: %1 sur %2 (%3 par drapeaux et fontaines)</translation>
    </message>
    <message numerus="yes">
        <source>Forecast: %n</source>
        <translation>
            <numerusform>Prévision&#xa0;: %n</numerusform>
            <numerusform>Prévision&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards foreshadowed: only their owner sees them; age and set are public.</source>
        <translation>Cartes anticipées&#xa0;: seul leur propriétaire les voit&#xa0;; l’âge et l’extension sont publics.</translation>
    </message>
    <message numerus="yes">
        <source>Your forecast (%n)</source>
        <translation>
            <numerusform>Votre prévision (%n)</numerusform>
            <numerusform>Votre prévision (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards foreshadowed: only you see them. After a Meld action you may promote one of value up to the melded card&apos;s.</source>
        <translation>Cartes anticipées&#xa0;: vous seul les voyez. Après une action Poser, vous pouvez en promouvoir une de valeur au plus égale à celle de la carte posée.</translation>
    </message>
    <message>
        <source>Score: %1 (+%2)</source>
        <translation>Score&#xa0;: %1 (+%2)</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Main&#xa0;: %1</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Âge %1</translation>
    </message>
    <message>
        <source>Known: %1</source>
        <translation>Connues&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: everyone sees these cards.</source>
        <translation>%1&#xa0;: tout le monde voit ces cartes.</translation>
    </message>
    <message>
        <source>%1: only their owner sees these cards; age and set are public.</source>
        <translation>%1&#xa0;: seul leur propriétaire voit ces cartes&#xa0;; l’âge et l’extension sont publics.</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Cités</translation>
    </message>
    <message>
        <source>Echoes</source>
        <translation>Échos</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Demand:</source>
        <translation>Exigence&#xa0;:</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n château</numerusform>
            <numerusform>%n châteaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crown(s)</source>
        <translation>
            <numerusform>%n couronne</numerusform>
            <numerusform>%n couronnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n feuille</numerusform>
            <numerusform>%n feuilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lightbulb(s)</source>
        <translation>
            <numerusform>%n ampoule</numerusform>
            <numerusform>%n ampoules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n factory/factories</source>
        <translation>
            <numerusform>%n usine</numerusform>
            <numerusform>%n usines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s)</source>
        <translation>
            <numerusform>%n horloge</numerusform>
            <numerusform>%n horloges</numerusform>
        </translation>
    </message>
    <message>
        <source>image</source>
        <translation>image</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>château</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>couronne</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>feuille</translation>
    </message>
    <message>
        <source>lightbulb</source>
        <translation>ampoule</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>usine</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>horloge</translation>
    </message>
    <message>
        <source>not splayed</source>
        <translation>non décalé</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>up</source>
        <translation>vers le haut</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Empire</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Monde</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Merveille</translation>
    </message>
    <message>
        <source>Universe</source>
        <translation>Univers</translation>
    </message>
    <message>
        <source>Tuck six cards or score six cards during a single turn.</source>
        <translation>Glissez six cartes dessous ou marquez six cartes au cours d’un seul tour.</translation>
    </message>
    <message>
        <source>Have at least three visible icons of each of the six kinds.</source>
        <translation>Ayez au moins trois symboles visibles de chacun des six types.</translation>
    </message>
    <message>
        <source>Have at least twelve visible clocks.</source>
        <translation>Ayez au moins douze horloges visibles.</translation>
    </message>
    <message>
        <source>Have all five colors on your board, each splayed right or up.</source>
        <translation>Ayez les cinq couleurs sur votre plateau, chacune décalée à droite ou vers le haut.</translation>
    </message>
    <message>
        <source>Have five top cards, each of value 8 or higher.</source>
        <translation>Ayez cinq cartes du dessus, chacune de valeur 8 ou plus.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>un %1</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu’un</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>la pioche</translation>
    </message>
    <message>
        <source>their hand</source>
        <translation>sa main</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>la main de %1</translation>
    </message>
    <message>
        <source>their board</source>
        <translation>son plateau</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation>le plateau de %1</translation>
    </message>
    <message>
        <source>their score pile</source>
        <translation>sa pile de score</translation>
    </message>
    <message>
        <source>%1&apos;s score pile</source>
        <translation>la pile de score de %1</translation>
    </message>
    <message>
        <source>%1&apos;s achievements</source>
        <translation>les accomplissements de %1</translation>
    </message>
    <message>
        <source>the achievements</source>
        <translation>les accomplissements</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la boîte</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 chez %1</translation>
    </message>
    <message>
        <source>%1 shares: %2 ≥ %3</source>
        <translation>%1 partage&#xa0;: %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; %3</source>
        <translation>%1 doit obéir à l’exigence&#xa0;: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 is a partner and is spared the demand: %2 &amp;lt; %3</source>
        <translation>%1 est partenaire et échappe à l’exigence&#xa0;: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 does not share: %2 &amp;lt; %3</source>
        <translation>%1 ne partage pas&#xa0;: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 goes first: their opening card comes first in alphabetical order.</source>
        <translation>%1 commence&#xa0;: sa carte de départ vient en premier dans l’ordre alphabétique.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 — %2 (%n action(s))</source>
        <translation>
            <numerusform>Tour %1 — %2 (%n action)</numerusform>
            <numerusform>Tour %1 — %2 (%n actions)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 activates the dogma of %2.</source>
        <translation>%1 active le Dogme de %2.</translation>
    </message>
    <message>
        <source>%1 draws and reveals %2.</source>
        <translation>%1 pioche et révèle %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 melds %2.</source>
        <translation>%1 pose %2.</translation>
    </message>
    <message>
        <source>%1 melds %2 from %3.</source>
        <translation>%1 pose %2 depuis %3.</translation>
    </message>
    <message>
        <source>%1 tucks %2.</source>
        <translation>%1 glisse %2 dessous.</translation>
    </message>
    <message>
        <source>%1 tucks %2 from %3.</source>
        <translation>%1 glisse %2 dessous depuis %3.</translation>
    </message>
    <message>
        <source>%1 scores %2 from %3.</source>
        <translation>%1 marque %2 depuis %3.</translation>
    </message>
    <message>
        <source>%1 goes back to the bottom of its deck.</source>
        <translation>%1 retourne sous sa pioche.</translation>
    </message>
    <message>
        <source>%1 is returned from %2.</source>
        <translation>%1 est remis, depuis %2.</translation>
    </message>
    <message>
        <source>%1 returns %2 from %3.</source>
        <translation>%1 remet %2 depuis %3.</translation>
    </message>
    <message>
        <source>%1 achieves %2 from %3.</source>
        <translation>%1 accomplit %2 depuis %3.</translation>
    </message>
    <message>
        <source>%1 is removed from the game (from %2).</source>
        <translation>%1 est retiré du jeu (depuis %2).</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 révèle %2.</translation>
    </message>
    <message>
        <source>%1 reveals their hand.</source>
        <translation>%1 révèle sa main.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 cards are no longer splayed.</source>
        <translation>Les cartes %2 de %1 ne sont plus décalées.</translation>
    </message>
    <message>
        <source>%1 splays their %2 cards %3.</source>
        <translation>%1 décale ses cartes %2 %3.</translation>
    </message>
    <message>
        <source>Featured icon %1: %2 has %3.</source>
        <translation>Symbole principal %1&#xa0;: %2 en a %3.</translation>
    </message>
    <message>
        <source>%1 takes a free draw, because an opponent shared and changed something.</source>
        <translation>%1 pioche gratuitement, car un adversaire a partagé et changé quelque chose.</translation>
    </message>
    <message>
        <source>The dogma action of %1 is complete.</source>
        <translation>L’action Dogme de %1 est terminée.</translation>
    </message>
    <message>
        <source>%1 claims %2! (%3)</source>
        <translation>%1 remporte %2&#xa0;! (%3)</translation>
    </message>
    <message>
        <source>%1 achieves the age %2 achievement.</source>
        <translation>%1 remporte l’accomplissement d’âge %2.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Fin de la partie.</translation>
    </message>
    <message>
        <source>Winner(s): %1</source>
        <translation>Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Featured icon: %1. You have %2.</source>
        <translation>Symbole principal&#xa0;: %1. Vous en avez %2.</translation>
    </message>
    <message>
        <source>%1 will share: %2 ≥ your %3.</source>
        <translation>%1 partagera&#xa0;: %2 ≥ vos %3.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; your %3.</source>
        <translation>%1 doit obéir à l’exigence&#xa0;: %2 &amp;lt; vos %3.</translation>
    </message>
    <message>
        <source>Only you will execute the effects.</source>
        <translation>Vous seul exécuterez les effets.</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>poser</translation>
    </message>
    <message>
        <source>tuck</source>
        <translation>glisser dessous</translation>
    </message>
    <message>
        <source>score</source>
        <translation>marquer</translation>
    </message>
    <message>
        <source>return</source>
        <translation>remettre</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>transférer</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>échanger</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>révéler</translation>
    </message>
    <message>
        <source>splay</source>
        <translation>décaler</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>garder</translation>
    </message>
    <message>
        <source>put in order</source>
        <translation>mettre en ordre</translation>
    </message>
    <message>
        <source>execute</source>
        <translation>exécuter</translation>
    </message>
    <message>
        <source>achieve</source>
        <translation>accomplir</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>choisir</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n card(s)</source>
        <translation>
            <numerusform>jusqu’à %n carte</numerusform>
            <numerusform>jusqu’à %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 cards</source>
        <translation>%1 à %2 cartes</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.</source>
        <translation>
            <numerusform>À vous&#xa0;: choisissez une action (%n restante). Piocher, poser une carte de votre main, activer une carte du dessus ou accomplir.</numerusform>
            <numerusform>À vous&#xa0;: choisissez une action (%n restantes). Piocher, poser une carte de votre main, activer une carte du dessus ou accomplir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the card to meld to start the game; the other stays in your hand.</source>
        <translation>Choisissez la carte à poser pour commencer la partie&#xa0;; l’autre reste dans votre main.</translation>
    </message>
    <message>
        <source>choose %1 to %2.</source>
        <translation>choisissez %1 à %2.</translation>
    </message>
    <message>
        <source>you may choose a color to %1.</source>
        <translation>vous pouvez choisir une couleur à %1.</translation>
    </message>
    <message>
        <source>choose a color to %1.</source>
        <translation>choisissez une couleur à %1.</translation>
    </message>
    <message>
        <source>do you want to %1?</source>
        <translation>voulez-vous %1&#xa0;?</translation>
    </message>
    <message>
        <source>choose a value.</source>
        <translation>choisissez une valeur.</translation>
    </message>
    <message>
        <source>choose a player.</source>
        <translation>choisissez un joueur.</translation>
    </message>
    <message>
        <source>choose one of the two possibilities.</source>
        <translation>choisissez l’une des deux possibilités.</translation>
    </message>
    <message>
        <source>put the cards in order, top card first.</source>
        <translation>mettez les cartes en ordre, celle du dessus en premier.</translation>
    </message>
    <message>
        <source>Draw a %1</source>
        <translation>Piocher un %1</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>Poser %1</translation>
    </message>
    <message>
        <source>Dogma %1</source>
        <translation>Dogme %1</translation>
    </message>
    <message>
        <source>Achieve %1</source>
        <translation>Accomplir %1</translation>
    </message>
    <message>
        <source>A %1 from %2&apos;s score pile</source>
        <translation>Un %1 de la pile de score de %2</translation>
    </message>
    <message>
        <source>A %1 from %2&apos;s hand</source>
        <translation>Un %1 de la main de %2</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>The first possibility</source>
        <translation>La première possibilité</translation>
    </message>
    <message>
        <source>The second possibility</source>
        <translation>La seconde possibilité</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1 se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Enough achievements were claimed to win.</source>
        <translation>Assez d’accomplissements ont été remportés pour gagner.</translation>
    </message>
    <message>
        <source>Someone had to draw above age 10: the highest score wins, ties broken by achievements.</source>
        <translation>Quelqu’un a dû piocher au-delà de l’âge 10&#xa0;: le meilleur score gagne, les accomplissements départagent les égalités.</translation>
    </message>
    <message>
        <source>The effect of %1 decided the game.</source>
        <translation>L’effet de %1 a décidé de la partie.</translation>
    </message>
    <message>
        <source>you may choose %1 to %2.</source>
        <translation>vous pouvez choisir %1 à %2.</translation>
    </message>
    <message>
        <source>%1 claims %2 by the effect of %3!</source>
        <translation>%1 remporte %2 grâce à l’effet de %3&#xa0;!</translation>
    </message>
    <message>
        <source>%1 does not share: %2 &amp;lt; your %3.</source>
        <translation>%1 ne partage pas&#xa0;: %2 &amp;lt; vos %3.</translation>
    </message>
    <message>
        <source>%1&apos;s demand (%2): </source>
        <translation>Exigence de %1 (%2)&#xa0;: </translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Repute</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Renommée</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Gloire</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Meld a City with a left arrow onto its color&apos;s pile while that pile is already splayed left.</source>
        <translation>Posez une Cité à flèche gauche sur la pile de sa couleur alors que cette pile est déjà décalée à gauche.</translation>
    </message>
    <message>
        <source>Meld a City with a right arrow onto its color&apos;s pile while that pile is already splayed right.</source>
        <translation>Posez une Cité à flèche droite sur la pile de sa couleur alors que cette pile est déjà décalée à droite.</translation>
    </message>
    <message>
        <source>Meld a City with an up arrow onto its color&apos;s pile while that pile is already splayed up.</source>
        <translation>Posez une Cité à flèche vers le haut sur la pile de sa couleur alors que cette pile est déjà décalée vers le haut.</translation>
    </message>
    <message>
        <source>Tuck a City that has a flag.</source>
        <translation>Glissez dessous une Cité qui a un drapeau.</translation>
    </message>
    <message>
        <source>Tuck a City that has a fountain.</source>
        <translation>Glissez dessous une Cité qui a une fontaine.</translation>
    </message>
    <message>
        <source>a City of age %1</source>
        <translation>une Cité d’âge %1</translation>
    </message>
    <message>
        <source>the City</source>
        <translation>la Cité</translation>
    </message>
    <message>
        <source>City draw: the Meld action added a new color to the board</source>
        <translation>Cité piochée&#xa0;: l’action Poser a ajouté une nouvelle couleur au plateau</translation>
    </message>
    <message>
        <source>City draw: a pile was splayed in a new direction</source>
        <translation>Cité piochée&#xa0;: une pile a été décalée dans une nouvelle direction</translation>
    </message>
    <message>
        <source>the plus icon of %1: draw a card of value one higher</source>
        <translation>le symbole plus de %1&#xa0;: piocher une carte de valeur supérieure d’un</translation>
    </message>
    <message>
        <source>the arrow icon of %1</source>
        <translation>la flèche de %1</translation>
    </message>
    <message>
        <source>the search icon of %1</source>
        <translation>le symbole de recherche de %1</translation>
    </message>
    <message>
        <source>the payment for the Endorse action</source>
        <translation>le paiement de l’action Soutenir</translation>
    </message>
    <message>
        <source>%1 endorses %2: demands are issued twice, and they execute their own effects twice.</source>
        <translation>%1 soutient %2&#xa0;: les exigences sont émises deux fois, et ses propres effets sont exécutés deux fois.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Endorse&lt;/b&gt;: first tuck a card from your hand, of value up to your City&apos;s, to pay.</source>
        <translation>&lt;b&gt;Soutenir&lt;/b&gt;&#xa0;: glissez d’abord dessous une carte de votre main, de valeur au plus celle de votre Cité, pour payer.</translation>
    </message>
    <message>
        <source>Each demand is issued &lt;b&gt;twice&lt;/b&gt; to every player who must obey.</source>
        <translation>Chaque exigence est émise &lt;b&gt;deux fois&lt;/b&gt; à chaque joueur qui doit obéir.</translation>
    </message>
    <message>
        <source>You execute each of your non-demand effects &lt;b&gt;twice&lt;/b&gt;; players who share execute them once.</source>
        <translation>Vous exécutez &lt;b&gt;deux fois&lt;/b&gt; chacun de vos effets sans exigence&#xa0;; ceux qui partagent les exécutent une fois.</translation>
    </message>
    <message numerus="yes">
        <source>Score pile: %n point(s).</source>
        <translation>
            <numerusform>Pile de score&#xa0;: %n point.</numerusform>
            <numerusform>Pile de score&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus %1 on %2: adds %1 (the highest bonus counts its value).</source>
        <translation>Bonus %1 sur %2&#xa0;: ajoute %1 (le plus haut bonus compte sa valeur).</translation>
    </message>
    <message>
        <source>Bonus %1 on %2: adds 1 (every bonus but the highest counts 1).</source>
        <translation>Bonus %1 sur %2&#xa0;: ajoute 1 (chaque bonus sauf le plus haut compte 1).</translation>
    </message>
    <message>
        <source>No bonus is visible.</source>
        <translation>Aucun bonus n’est visible.</translation>
    </message>
    <message>
        <source>Score: %1 points.</source>
        <translation>Score&#xa0;: %1 points.</translation>
    </message>
    <message>
        <source>Achievements held: %1.</source>
        <translation>Accomplissements obtenus&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Fountain on %1: counts (a visible fountain always does).</source>
        <translation>Fontaine sur %1&#xa0;: compte (une fontaine visible compte toujours).</translation>
    </message>
    <message>
        <source>Flag (%1) on %2: counts — no opponent shows more %1 cards (%3 shown here).</source>
        <translation>Drapeau (%1) sur %2&#xa0;: compte — aucun adversaire ne montre plus de cartes %1 (%3 ici).</translation>
    </message>
    <message>
        <source>Flag (%1) on %2: does not count — %3 shows %4 %1 cards, more than the %5 here.</source>
        <translation>Drapeau (%1) sur %2&#xa0;: ne compte pas — %3 montre %4 cartes %1, plus que les %5 ici.</translation>
    </message>
    <message>
        <source>Total: %1 of the %2 needed to win.</source>
        <translation>Total&#xa0;: %1 sur les %2 nécessaires pour gagner.</translation>
    </message>
    <message>
        <source>the plus icon (draw a %1)</source>
        <translation>le symbole plus (piocher un %1)</translation>
    </message>
    <message>
        <source>the arrow (splay %1 %2)</source>
        <translation>la flèche (décaler le %1 %2)</translation>
    </message>
    <message>
        <source>the search icon (%1)</source>
        <translation>le symbole de recherche (%1)</translation>
    </message>
    <message>
        <source>Endorse %1: choose the top City that endorses it (it must show the featured icon).</source>
        <translation>Soutenir %1&#xa0;: choisissez la Cité du dessus qui soutient (elle doit montrer le symbole principal).</translation>
    </message>
    <message>
        <source>Endorse %1: choose the card from your hand to tuck as payment (value up to the City&apos;s).</source>
        <translation>Soutenir %1&#xa0;: choisissez la carte de votre main à glisser dessous pour payer (valeur au plus celle de la Cité).</translation>
    </message>
    <message>
        <source>%1: which icon acts first?</source>
        <translation>%1&#xa0;: quel symbole agit en premier&#xa0;?</translation>
    </message>
    <message>
        <source>Endorse %1</source>
        <translation>Soutenir %1</translation>
    </message>
    <message>
        <source>First %1, then %2</source>
        <translation>D’abord %1, puis %2</translation>
    </message>
    <message>
        <source>twice %1</source>
        <translation>le double de %1</translation>
    </message>
    <message>
        <source>%1 may pay a card to share: %2 ≥ %3</source>
        <translation>%1 peut payer une carte pour partager&#xa0;: %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand unless they pay a card: %2 &amp;lt; %3</source>
        <translation>%1 doit obéir à l’exigence, sauf en payant une carte&#xa0;: %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand: twice %2 &amp;lt; %3</source>
        <translation>%1 doit obéir à l’exigence&#xa0;: le double de %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 parleys %2&apos;s %3.</source>
        <translation>%1 parlemente pour %3 de %2.</translation>
    </message>
    <message>
        <source>%1 pays %2 to parley.</source>
        <translation>%1 paie %2 pour parlementer.</translation>
    </message>
    <message>
        <source>%1 pays %2 to share.</source>
        <translation>%1 paie %2 pour partager.</translation>
    </message>
    <message>
        <source>%1 pays %2 to escape the demand.</source>
        <translation>%1 paie %2 pour échapper à l’exigence.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>Parley %1&apos;s %2: costs one card from your hand (returned).</source>
        <translation>Parlementer pour %2 de %1&#xa0;: coûte une carte de votre main (remise).</translation>
    </message>
    <message>
        <source>Your icons count: you have %1.</source>
        <translation>Vos symboles comptent&#xa0;: vous avez %1.</translation>
    </message>
    <message>
        <source>%1 is treated as a distant player.</source>
        <translation>%1 est traité comme un joueur éloigné.</translation>
    </message>
    <message>
        <source>(distant)</source>
        <translation>(éloigné)</translation>
    </message>
    <message>
        <source>(neighbour)</source>
        <translation>(voisin)</translation>
    </message>
    <message>
        <source>%1 cannot share: no card in hand (%2 ≥ your %3).</source>
        <translation>%1 ne peut pas partager&#xa0;: aucune carte en main (%2 ≥ vos %3).</translation>
    </message>
    <message>
        <source>%1 may pay a card to share (asked at the first shared effect): %2 ≥ your %3.</source>
        <translation>%1 peut payer une carte pour partager (question posée au premier effet partagé)&#xa0;: %2 ≥ vos %3.</translation>
    </message>
    <message>
        <source>%1 will share: needs %2, has %3.</source>
        <translation>%1 partagera&#xa0;: il en faut %2, a %3.</translation>
    </message>
    <message>
        <source>%1 must obey the demand (%2 &amp;lt; your %3), but may pay a card to escape it.</source>
        <translation>%1 doit obéir à l’exigence (%2 &amp;lt; vos %3), mais peut payer une carte pour y échapper.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; your %3, and no card in hand to escape it.</source>
        <translation>%1 doit obéir à l’exigence&#xa0;: %2 &amp;lt; vos %3, et aucune carte en main pour y échapper.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: you have more than twice their %2.</source>
        <translation>%1 doit obéir à l’exigence&#xa0;: vous avez plus du double de ses %2.</translation>
    </message>
    <message>
        <source>%1 does not share: needs %2, has %3.</source>
        <translation>%1 ne partage pas&#xa0;: il en faut %2, a %3.</translation>
    </message>
    <message>
        <source>Immune to the demand: you need more than twice their %1.</source>
        <translation>À l’abri de l’exigence&#xa0;: il vous faut plus du double de ses %1.</translation>
    </message>
    <message>
        <source>If an opponent who shares changes anything, you draw a card afterwards (paying for the share is not a change).</source>
        <translation>Si un adversaire qui partage change quelque chose, vous piochez ensuite une carte (payer pour partager n’est pas un changement).</translation>
    </message>
    <message>
        <source>If an opponent who shares changes anything, you draw a card afterwards.</source>
        <translation>Si un adversaire qui partage change quelque chose, vous piochez ensuite une carte.</translation>
    </message>
    <message>
        <source>the dogma</source>
        <translation>le dogme</translation>
    </message>
    <message>
        <source>Return a card to parley %1&apos;s %2.</source>
        <translation>Remettez une carte pour parlementer pour %2 de %1.</translation>
    </message>
    <message>
        <source>Pay a card to share %1&apos;s %2? The card is returned; without paying you do not share.</source>
        <translation>Payer une carte pour partager %2 de %1&#xa0;? La carte est remise&#xa0;; sans payer, vous ne partagez pas.</translation>
    </message>
    <message>
        <source>Pay a card to escape %1&apos;s demand (%2)? The card is returned; without paying you obey.</source>
        <translation>Payer une carte pour échapper à l’exigence de %1 (%2)&#xa0;? La carte est remise&#xa0;; sans payer, vous obéissez.</translation>
    </message>
    <message>
        <source>Parley %1&apos;s %2</source>
        <translation>Parlementer pour %2 de %1</translation>
    </message>
    <message>
        <source>%1 conceded the game.</source>
        <translation>%1 a abandonné la partie.</translation>
    </message>
    <message>
        <source>%1 is safe from the demand: %2 ≥ your %3.</source>
        <translation>%1 est à l’abri de l’exigence&#xa0;: %2 ≥ vos %3.</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Richesse</translation>
    </message>
    <message>
        <source>Destiny</source>
        <translation>Destin</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>Héritage</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histoire</translation>
    </message>
    <message>
        <source>Supremacy</source>
        <translation>Suprématie</translation>
    </message>
    <message>
        <source>Have at least eight visible bonuses on your board.</source>
        <translation>Ayez au moins huit bonus visibles sur votre plateau.</translation>
    </message>
    <message>
        <source>Have at least seven cards in your forecast.</source>
        <translation>Ayez au moins sept cartes dans votre prévision.</translation>
    </message>
    <message>
        <source>Have at least eight visible hexagons in one color.</source>
        <translation>Ayez au moins huit hexagones visibles dans une même couleur.</translation>
    </message>
    <message>
        <source>Have at least four visible echo effects in one color.</source>
        <translation>Ayez au moins quatre effets Écho visibles dans une même couleur.</translation>
    </message>
    <message>
        <source>Have at least three visible icons of one kind in each of four colors.</source>
        <translation>Ayez au moins trois symboles visibles d’un même type dans chacune de quatre couleurs.</translation>
    </message>
    <message>
        <source>Echo:</source>
        <translation>Écho&#xa0;:</translation>
    </message>
    <message>
        <source>promote</source>
        <translation>promouvoir</translation>
    </message>
    <message>
        <source>foreshadow</source>
        <translation>anticiper</translation>
    </message>
    <message numerus="yes">
        <source>First the echo effects, from the bottom of the pile up: %1.</source>
        <translation>
            <numerusform>D’abord l’effet Écho de %1.</numerusform>
            <numerusform>D’abord les effets Écho, du bas de la pile vers le haut&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at %2 on top of its deck.</source>
        <translation>%1 regarde %2 sur le dessus de la pioche.</translation>
    </message>
    <message>
        <source>%1 looks at %2 in %3.</source>
        <translation>%1 regarde %2 dans %3.</translation>
    </message>
    <message>
        <source>you may choose a deck.</source>
        <translation>vous pouvez choisir une pioche.</translation>
    </message>
    <message>
        <source>choose a deck.</source>
        <translation>choisissez une pioche.</translation>
    </message>
    <message>
        <source>choose an icon.</source>
        <translation>choisissez un symbole.</translation>
    </message>
    <message>
        <source>The %1 deck</source>
        <translation>La pioche des %1</translation>
    </message>
    <message>
        <source>The %1 deck of %2</source>
        <translation>La pioche des %1 de %2</translation>
    </message>
    <message>
        <source>%1 leaves the game (%2).</source>
        <translation>%1 quitte la partie (%2).</translation>
    </message>
    <message>
        <source>%1 leaves the game.</source>
        <translation>%1 quitte la partie.</translation>
    </message>
    <message>
        <source>Every other player left the game. Winner(s): %1</source>
        <translation>Tous les autres joueurs ont quitté la partie. Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <source>red</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their red cards&apos;</comment>
        <translation>rouges</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their yellow cards&apos;</comment>
        <translation>jaunes</translation>
    </message>
    <message>
        <source>green</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their green cards&apos;</comment>
        <translation>vertes</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their blue cards&apos;</comment>
        <translation>bleues</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>the color of a player&apos;s cards, in &apos;splays their purple cards&apos;</comment>
        <translation>violettes</translation>
    </message>
    <message>
        <source>choose a card type.</source>
        <translation>choisissez un type de carte.</translation>
    </message>
    <message>
        <source>choose a number.</source>
        <translation>choisissez un nombre.</translation>
    </message>
    <message>
        <source>The start of your turn: choose what to do with the card on your display.</source>
        <translation>Début de votre tour&#xa0;: choisissez ce que vous faites de la carte de votre exposition.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: </source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;: </translation>
    </message>
    <message numerus="yes">
        <source>In the exchange, %1 go(es) from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>
            <numerusform>Dans l’échange, %1 quitte %2 pour aller %3.</numerusform>
            <numerusform>Dans l’échange, %1 quittent %2 pour aller %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 goes from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>%1 quitte %2 pour aller %3.</translation>
    </message>
    <message>
        <source>%1 is exchanged from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>%1 est échangé et quitte %2 pour aller %3.</translation>
    </message>
    <message>
        <source>you may choose %1 to transfer %2.</source>
        <comment>%2: where to, with its preposition (to Ada&apos;s score pile)</comment>
        <translation>vous pouvez choisir %1 à transférer %2.</translation>
    </message>
    <message>
        <source>choose %1 to transfer %2.</source>
        <comment>%2: where to, with its preposition (to Ada&apos;s score pile)</comment>
        <translation>choisissez %1 à transférer %2.</translation>
    </message>
    <message>
        <source>to the deck</source>
        <translation>sur la pioche</translation>
    </message>
    <message>
        <source>into %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <source>to %1&apos;s board</source>
        <translation>sur le plateau de %1</translation>
    </message>
    <message>
        <source>to %1&apos;s score pile</source>
        <translation>dans la pile de score de %1</translation>
    </message>
    <message>
        <source>to %1&apos;s achievements</source>
        <translation>parmi les accomplissements de %1</translation>
    </message>
    <message>
        <source>to the achievements</source>
        <translation>parmi les accomplissements</translation>
    </message>
    <message>
        <source>into the box</source>
        <translation>dans la boîte</translation>
    </message>
    <message>
        <source>to %1</source>
        <comment>a place of a card set</comment>
        <translation>vers %1</translation>
    </message>
    <message>
        <source>%1 puts %2 from %3 on top of its deck.</source>
        <translation>%1 place %2 depuis %3 sur le dessus de sa pioche.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Cities of age %2</source>
        <comment>%1: how many, in words (seven)</comment>
        <translation>
            <numerusform>%1 Cité d’âge %2</numerusform>
            <numerusform>%1 Cités d’âge %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2s</source>
        <comment>%1: how many, in words (seven); %2: their age: seven 2s</comment>
        <translation>
            <numerusform>%1 %2</numerusform>
            <numerusform>%1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
</context>
<context>
    <name>TutorTips</name>
    <message>
        <source>Your first card</source>
        <translation>Votre première carte</translation>
    </message>
    <message>
        <source>Everyone starts with two cards and melds one of them: it goes face up onto your board, where it starts a pile of its color. Whoever melds the card first in alphabetical order plays first. Pick one of the two cards in your hand.</source>
        <translation>Chacun commence avec deux cartes et en pose une&#xa0;: elle va face visible sur votre plateau, où elle commence une pile de sa couleur. Celui qui pose la carte la première dans l’ordre alphabétique joue en premier. Choisissez l’une des deux cartes de votre main.</translation>
    </message>
    <message>
        <source>Four actions</source>
        <translation>Quatre actions</translation>
    </message>
    <message>
        <source>On your turn you take two actions, one after the other (the very first turn of the game has only one). Each action is one of four: &lt;b&gt;Draw&lt;/b&gt; a card, &lt;b&gt;Meld&lt;/b&gt; a card from your hand onto your board, &lt;b&gt;Dogma&lt;/b&gt;: use the effects of one of your top cards, or &lt;b&gt;Achieve&lt;/b&gt;. Click a card or a deck on the table, or use these buttons.</source>
        <translation>À votre tour, vous faites deux actions, l’une après l’autre (le tout premier tour de la partie n’en a qu’une). Chaque action est l’une de ces quatre&#xa0;: &lt;b&gt;piocher&lt;/b&gt; une carte, &lt;b&gt;poser&lt;/b&gt; une carte de votre main sur votre plateau, &lt;b&gt;Dogme&lt;/b&gt;&#xa0;: utiliser les effets de l’une de vos cartes du dessus, ou &lt;b&gt;accomplir&lt;/b&gt;. Cliquez sur une carte ou une pioche de la table, ou utilisez ces boutons.</translation>
    </message>
    <message>
        <source>Dogma, icons and sharing</source>
        <translation>Dogme, symboles et partage</translation>
    </message>
    <message>
        <source>A Dogma carries out the effects of one of your top cards. Each card has a featured icon, shown beside its effects. Count that icon on your board and on each opponent&apos;s: an opponent with at least as many shares the effects (not the demands) and does them first; if that changed anything, you get a free draw. The box with each player&apos;s name counts their icons.</source>
        <translation>Un Dogme exécute les effets de l’une de vos cartes du dessus. Chaque carte a un symbole principal, dessiné à côté de ses effets. Comptez ce symbole sur votre plateau et sur celui de chaque adversaire&#xa0;: un adversaire qui en a au moins autant partage les effets (pas les exigences) et les exécute en premier&#xa0;; si cela a changé quelque chose, vous piochez une carte en plus. Le cadre au nom de chaque joueur compte ses symboles.</translation>
    </message>
    <message>
        <source>A demand</source>
        <translation>Une exigence</translation>
    </message>
    <message>
        <source>An effect that says &lt;b&gt;I demand&lt;/b&gt; hits every opponent with fewer of the featured icon than the player who uses it. This time it is you: do what it asks. Having as many of that icon on your board keeps you safe from it.</source>
        <translation>Un effet qui dit &lt;b&gt;J’exige&lt;/b&gt; frappe chaque adversaire qui a moins du symbole principal que le joueur qui l’utilise. Cette fois, c’est vous&#xa0;: faites ce qu’il demande. Avoir autant de ce symbole sur votre plateau vous en protège.</translation>
    </message>
    <message>
        <source>Splaying</source>
        <translation>Décaler</translation>
    </message>
    <message>
        <source>A splayed pile fans out so that the cards under the top one show some of their icons: one each when splayed left, two when splayed right, three when splayed up. More icons make your dogmas stronger and keep demands away. Only card effects splay a pile.</source>
        <translation>Une pile décalée s’étale pour que les cartes sous celle du dessus montrent certains de leurs symboles&#xa0;: un chacune décalée à gauche, deux décalée à droite, trois décalée vers le haut. Plus de symboles rendent vos Dogmes plus forts et éloignent les exigences. Seuls les effets des cartes décalent une pile.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Marquer</translation>
    </message>
    <message>
        <source>A scored card goes face down into the score pile. Your score is the sum of the ages of the cards there. Points are not spent: they let you achieve. If anyone must draw a card above age 10, the game ends and the highest score wins.</source>
        <translation>Une carte marquée va face cachée dans la pile de score. Votre score est la somme des âges des cartes qui s’y trouvent. Les points ne se dépensent pas&#xa0;: ils vous permettent d’accomplir. Si quelqu’un doit piocher une carte au-delà de l’âge 10, la partie se termine et le meilleur score gagne.</translation>
    </message>
    <message>
        <source>Achieving</source>
        <translation>Accomplir</translation>
    </message>
    <message numerus="yes">
        <source>You may achieve an age when your score is at least five times that age and one of your top cards is of that age or higher. It costs an action and no points. The first to hold %n achievement(s) wins the game.</source>
        <translation>
            <numerusform>Vous pouvez accomplir un âge quand votre score vaut au moins cinq fois cet âge et que l’une de vos cartes du dessus est de cet âge ou plus. Cela coûte une action et aucun point. Le premier à détenir %n accomplissement gagne la partie.</numerusform>
            <numerusform>Vous pouvez accomplir un âge quand votre score vaut au moins cinq fois cet âge et que l’une de vos cartes du dessus est de cet âge ou plus. Cela coûte une action et aucun point. Le premier à détenir %n accomplissements gagne la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Special achievements</source>
        <translation>Accomplissements spéciaux</translation>
    </message>
    <message>
        <source>The five special achievements are not bought: whoever first meets one&apos;s condition takes it at once, for example Monument for tucking or scoring six cards in one turn. Point at one to read its condition. They count like any other achievement.</source>
        <translation>Les cinq accomplissements spéciaux ne s’achètent pas&#xa0;: le premier qui remplit la condition de l’un d’eux le remporte aussitôt, par exemple Monument en glissant dessous ou en marquant six cartes en un tour. Pointez-en un pour lire sa condition. Ils comptent comme tout autre accomplissement.</translation>
    </message>
</context>
<context>
    <name>inno::client::AppSettings</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
</context>
<context>
    <name>inno::client::CatalogueWindow</name>
    <message>
        <source>Card catalogue — Innovation</source>
        <translation>Catalogue des cartes — Innovation</translation>
    </message>
    <message>
        <source>All ages</source>
        <translation>Tous les âges</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Âge %1</translation>
    </message>
    <message>
        <source>All colors</source>
        <translation>Toutes les couleurs</translation>
    </message>
    <message>
        <source>Any icon</source>
        <translation>Tous les symboles</translation>
    </message>
    <message>
        <source>Search titles, effects and rulings…</source>
        <translation>Rechercher dans les titres, effets et précisions…</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>A special achievement: claimed at once by whoever meets the condition first (or by the effect of a card). It counts like any other achievement.</source>
        <translation>Un accomplissement spécial&#xa0;: remporté aussitôt par le premier qui remplit la condition (ou par l’effet d’une carte). Il compte comme tout autre accomplissement.</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>en bas au milieu</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
    <message>
        <source>Age %1 · %2 · featured icon %3</source>
        <translation>Âge %1 · %2 · symbole principal %3</translation>
    </message>
    <message>
        <source>Dogma effects</source>
        <translation>Effets Dogme</translation>
    </message>
    <message>
        <source>Demand:</source>
        <translation>Exigence&#xa0;:</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Précisions de règles</translation>
    </message>
    <message numerus="yes">
        <source> and %n special achievement(s)</source>
        <translation>
            <numerusform> et %n accomplissement spécial</numerusform>
            <numerusform> et %n accomplissements spéciaux</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: &lt;img src=&quot;icon:%2&quot; width=&quot;16&quot; height=&quot;16&quot;&gt; %3</source>
        <translation>%1&#xa0;: &lt;img src=&quot;icon:%2&quot; width=&quot;16&quot; height=&quot;16&quot;&gt; %3</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>Toutes les cartes</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
</context>
<context>
    <name>inno::client::ChoiceBox</name>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Choose nothing (Esc)</source>
        <translation>Ne rien choisir (Échap)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Confirm your choice (Enter)</source>
        <translation>Confirmer votre choix (Entrée)</translation>
    </message>
    <message>
        <source>Drag the cards into order, top card first.</source>
        <translation>Faites glisser les cartes dans l’ordre, celle du dessus en premier.</translation>
    </message>
    <message>
        <source>%1 chosen (%2)</source>
        <translation>%1 choisie(s) (%2)</translation>
    </message>
    <message>
        <source>choose %1</source>
        <translation>choisissez-en %1</translation>
    </message>
    <message>
        <source>choose %1 to %2</source>
        <translation>choisissez-en de %1 à %2</translation>
    </message>
    <message>
        <source>No, keep my cards</source>
        <translation>Non, garder mes cartes</translation>
    </message>
    <message numerus="yes">
        <source>Meld a card from your hand (%n)</source>
        <translation>
            <numerusform>Poser une carte de votre main (%n)</numerusform>
            <numerusform>Poser une carte de votre main (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>choose none or %1</source>
        <translation>n’en choisissez aucune ou %1</translation>
    </message>
    <message>
        <source>%1, cards of one color</source>
        <translation>%1, cartes d’une même couleur</translation>
    </message>
    <message>
        <source>%1, cards of one value</source>
        <translation>%1, cartes d’une même valeur</translation>
    </message>
    <message>
        <source>%1, cards of different values</source>
        <translation>%1, cartes de valeurs différentes</translation>
    </message>
</context>
<context>
    <name>inno::client::ChoicePanel</name>
    <message>
        <source>Demand:</source>
        <translation>Exigence&#xa0;:</translation>
    </message>
    <message>
        <source>Echo effect:</source>
        <translation>Effet Écho&#xa0;:</translation>
    </message>
</context>
<context>
    <name>inno::client::DogmaConfirm</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activer</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Activate the dogma of %1?</source>
        <translation>Activer le Dogme de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Endorse %1?</source>
        <translation>Soutenir %1&#xa0;?</translation>
    </message>
    <message>
        <source>Endorse</source>
        <translation>Soutenir</translation>
    </message>
    <message>
        <source>Parley %1&apos;s %2?</source>
        <translation>Parlementer pour %2 de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Parlementer</translation>
    </message>
</context>
<context>
    <name>inno::client::GameController</name>
    <message>
        <source>Nothing is being asked of you now.</source>
        <translation>Rien ne vous est demandé pour l’instant.</translation>
    </message>
    <message>
        <source>Your last answer is still on its way.</source>
        <translation>Votre dernière réponse est encore en route.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a choice here.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un choix possible ici.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n.</source>
        <translation>
            <numerusform>Choisissez-en exactement %n.</numerusform>
            <numerusform>Choisissez-en exactement %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose between %1 and %2.</source>
        <translation>Choisissez-en entre %1 et %2.</translation>
    </message>
    <message>
        <source>You cannot draw now.</source>
        <translation>Vous ne pouvez pas piocher maintenant.</translation>
    </message>
    <message>
        <source>You cannot meld %1 now.</source>
        <translation>Vous ne pouvez pas poser %1 maintenant.</translation>
    </message>
    <message>
        <source>You cannot activate %1 now.</source>
        <translation>Vous ne pouvez pas activer %1 maintenant.</translation>
    </message>
    <message>
        <source>You cannot achieve %1 now.</source>
        <translation>Vous ne pouvez pas accomplir %1 maintenant.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>The table sent a message this program cannot read (%1).</source>
        <translation>La table a envoyé un message que ce programme ne sait pas lire (%1).</translation>
    </message>
    <message>
        <source>You cannot endorse %1 now.</source>
        <translation>Vous ne pouvez pas soutenir %1 maintenant.</translation>
    </message>
    <message>
        <source>You cannot parley %1 now.</source>
        <translation>Vous ne pouvez pas parlementer pour %1 maintenant.</translation>
    </message>
    <message>
        <source>You cannot concede now.</source>
        <translation>Vous ne pouvez pas abandonner maintenant.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; conceded; a bot plays their seat.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; a abandonné&#xa0;; un bot joue à sa place.</translation>
    </message>
</context>
<context>
    <name>inno::client::GameOverPanel</name>
    <message>
        <source>Look at the table</source>
        <translation>Regarder la table</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu principal</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>La partie a duré %n tour.</numerusform>
            <numerusform>La partie a duré %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Accomplissements</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>L’histoire de la partie</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analyser la partie</translation>
    </message>
</context>
<context>
    <name>inno::client::GameScreen</name>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Sending your answer…</source>
        <translation>Envoi de votre réponse…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opening&lt;/b&gt;: everyone melds one of their two cards.</source>
        <translation>&lt;b&gt;Ouverture&lt;/b&gt;&#xa0;: chacun pose l’une de ses deux cartes.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1&lt;/b&gt; · %2 to play · %n action(s) left</source>
        <translation>
            <numerusform>&lt;b&gt;Tour %1&lt;/b&gt; · à %2 de jouer · %n action restante</numerusform>
            <numerusform>&lt;b&gt;Tour %1&lt;/b&gt; · à %2 de jouer · %n actions restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>To win: %1 achievements</source>
        <translation>Pour gagner&#xa0;: %1 accomplissements</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Game over&lt;/b&gt; after %n turn(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Partie terminée&lt;/b&gt; après %n tour.</numerusform>
            <numerusform>&lt;b&gt;Partie terminée&lt;/b&gt; après %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Concede the game? It ends now and the other players win. This cannot be undone.</source>
        <translation>Abandonner la partie&#xa0;? Elle se termine maintenant et les autres joueurs gagnent. Impossible d’annuler.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Concede the game? You leave it and a bot plays your seat to the end; you may watch. This cannot be undone.</source>
        <translation>Abandonner la partie&#xa0;? Vous la quittez et un bot joue à votre place jusqu’à la fin&#xa0;; vous pouvez regarder. Impossible d’annuler.</translation>
    </message>
    <message>
        <source>%1&apos;s turn…</source>
        <translation>Au tour de %1…</translation>
    </message>
    <message>
        <source>Skip ahead</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Show the other players&apos; moves at once, up to your next decision (they stay in the log).</source>
        <translation>Montrer d’un coup les coups des autres joueurs, jusqu’à votre prochaine décision (ils restent dans le journal).</translation>
    </message>
    <message>
        <source>The deck is no answer to this question. To look into it: right-click it ▸ Browse this pile, or press B over it.</source>
        <translation>Cette pioche ne répond pas à la question. Pour la parcourir&#xa0;: clic droit dessus ▸ Parcourir cette pile, ou touche B au-dessus.</translation>
    </message>
    <message>
        <source>You draw a %1 now (the age of your highest top card, or the next deck with cards): click the glowing deck or Draw. To look into this deck: right-click it ▸ Browse this pile, or press B over it.</source>
        <translation>Vous piochez maintenant un %1 (l’âge de votre carte du dessus la plus haute, ou la pioche suivante qui a des cartes)&#xa0;: cliquez sur la pioche en surbrillance ou sur Piocher. Pour parcourir cette pioche&#xa0;: clic droit dessus ▸ Parcourir cette pile, ou touche B au-dessus.</translation>
    </message>
</context>
<context>
    <name>inno::client::HandoverCover</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Je suis %1 — montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>inno::client::HintPanel</name>
    <message>
        <source>What would the Expert do?</source>
        <translation>Que ferait l’Expert&#xa0;?</translation>
    </message>
    <message>
        <source>The Expert sees only what you see: your own cards, the open table and the cards you have seen move.</source>
        <translation>L’Expert ne voit que ce que vous voyez&#xa0;: vos propres cartes, la table visible et les cartes que vous avez vues passer.</translation>
    </message>
    <message>
        <source>Stop thinking</source>
        <translation>Arrêter de réfléchir</translation>
    </message>
    <message>
        <source>The Expert stopped thinking.</source>
        <translation>L’Expert a cessé de réfléchir.</translation>
    </message>
    <message>
        <source>The Expert is thinking about your choice…</source>
        <translation>L’Expert réfléchit à votre choix…</translation>
    </message>
    <message>
        <source>The Expert has no advice here.</source>
        <translation>L’Expert n’a pas de conseil ici.</translation>
    </message>
    <message>
        <source>The Expert would choose, best first:</source>
        <translation>L’Expert choisirait, le meilleur d’abord&#xa0;:</translation>
    </message>
    <message>
        <source>win chance not estimated</source>
        <translation>chance de victoire non estimée</translation>
    </message>
    <message>
        <source>%1% chance to win</source>
        <translation>%1 % de chances de gagner</translation>
    </message>
    <message>
        <source>it wins the game</source>
        <translation>vous gagnez la partie</translation>
    </message>
    <message numerus="yes">
        <source>it claims %n achievement(s)</source>
        <translation>
            <numerusform>vous remportez %n accomplissement</numerusform>
            <numerusform>vous remportez %n accomplissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it scores %n point(s)</source>
        <translation>
            <numerusform>vous marquez %n point</numerusform>
            <numerusform>vous marquez %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your opponents lose %n card(s)</source>
        <translation>
            <numerusform>vos adversaires perdent %n carte</numerusform>
            <numerusform>vos adversaires perdent %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fewer demand(s) can reach you</source>
        <translation>
            <numerusform>%n exigence de moins peut vous atteindre</numerusform>
            <numerusform>%n exigences de moins peuvent vous atteindre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more icon(s) on your board</source>
        <translation>
            <numerusform>%n icône de plus sur votre plateau</numerusform>
            <numerusform>%n icônes de plus sur votre plateau</numerusform>
        </translation>
    </message>
    <message>
        <source>it splays a pile further</source>
        <translation>vous décalez une couleur davantage</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) in your hand</source>
        <translation>
            <numerusform>%n carte de plus dans votre main</numerusform>
            <numerusform>%n cartes de plus dans votre main</numerusform>
        </translation>
    </message>
    <message>
        <source>the best position overall</source>
        <translation>la meilleure position dans l’ensemble</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Ne rien choisir</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>what it does: %1 %2</source>
        <translation>ce que cela fait&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>The Expert puts first the choice it tried most. One it tried less often can show a higher chance, from fewer games played out.</source>
        <translation>L’Expert place en tête le choix qu’il a le plus essayé. Un choix moins souvent essayé peut afficher une meilleure chance, tirée de moins de parties jouées.</translation>
    </message>
    <message>
        <source>%1 (in any order)</source>
        <translation>%1 (dans n’importe quel ordre)</translation>
    </message>
    <message>
        <source>%1, or %2: the same result</source>
        <translation>%1, ou %2&#xa0;: le même résultat</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>(The order decides which card lies deeper in the %1 pile.)</source>
        <translation>(L’ordre décide quelle carte se trouve plus bas dans la pioche des %1.)</translation>
    </message>
    <message>
        <source>(The order changes the order of the cards in %1.)</source>
        <translation>(L’ordre change l’ordre des cartes dans %1.)</translation>
    </message>
</context>
<context>
    <name>inno::client::HostLanDialog</name>
    <message>
        <source>Host LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Friends on the same network find your table under &lt;b&gt;Join LAN game&lt;/b&gt;. Empty seats can be given to bots before you start.</source>
        <translation>Vos amis sur le même réseau trouvent votre table sous &lt;b&gt;Rejoindre une partie en réseau local&lt;/b&gt;. Les places libres peuvent être confiées à des bots avant le début.</translation>
    </message>
    <message>
        <source>Large-game rule</source>
        <translation>Règle des grandes parties</translation>
    </message>
    <message>
        <source>Allow hints (&quot;What would the Expert do?&quot;)</source>
        <translation>Autoriser les conseils («&#xa0;Que ferait l’Expert&#xa0;?&#xa0;»)</translation>
    </message>
    <message>
        <source>Seated players may ask the Expert about their own choices. The hint is worked out on their own computer from what their seat may see, never from hidden cards.</source>
        <translation>Les joueurs assis peuvent consulter l’Expert sur leurs propres choix. Le conseil est calculé sur leur ordinateur à partir de ce que leur place peut voir, jamais à partir de cartes cachées.</translation>
    </message>
    <message>
        <source>a bot takes the seat</source>
        <translation>un bot prend sa place</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>la partie se termine</translation>
    </message>
    <message>
        <source>A bot takes the seat: the game goes on to its end and the player who conceded may watch. The game ends: everyone else wins at once.</source>
        <translation>Un bot prend la place&#xa0;: la partie continue jusqu’à la fin et le joueur qui a abandonné peut regarder. La partie se termine&#xa0;: tous les autres gagnent aussitôt.</translation>
    </message>
    <message>
        <source>When a player concedes</source>
        <translation>Quand un joueur abandonne,</translation>
    </message>
</context>
<context>
    <name>inno::client::JoinLanDialog</name>
    <message>
        <source>Join LAN game</source>
        <translation>Rejoindre une partie en réseau local</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>si la table en a un</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>host:port, e.g. 192.168.1.20:%1</source>
        <translation>hôte:port, p. ex. 192.168.1.20:%1</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Interroger</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>No game found on the network. Type the host&apos;s address below.</source>
        <translation>Aucune partie trouvée sur le réseau. Saisissez l’adresse de l’hôte ci-dessous.</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) found.</source>
        <translation>
            <numerusform>%n serveur trouvé.</numerusform>
            <numerusform>%n serveurs trouvés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for games on the network…</source>
        <translation>Recherche de parties sur le réseau…</translation>
    </message>
    <message>
        <source>%1 of %2 free</source>
        <translation>%1 sur %2 libres</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>en attente de joueurs</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>(no table yet)</source>
        <translation>(pas encore de table)</translation>
    </message>
    <message>
        <source>Asking %1:%2…</source>
        <translation>Interrogation de %1:%2…</translation>
    </message>
    <message>
        <source>%1:%2 cannot be reached: %3</source>
        <translation>%1:%2 est injoignable&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1:%2 answered.</source>
        <translation>%1:%2 a répondu.</translation>
    </message>
    <message>
        <source>Back to &quot;%1&quot; at %2:%3</source>
        <translation>Retour à «&#xa0;%1&#xa0;» sur %2:%3</translation>
    </message>
    <message>
        <source>parley</source>
        <translation>parlementer</translation>
    </message>
    <message>
        <source>distant players</source>
        <translation>joueurs éloignés</translation>
    </message>
</context>
<context>
    <name>inno::client::LanSession</name>
    <message>
        <source>Let a bot play for them</source>
        <translation>Laisser un bot jouer à sa place</translation>
    </message>
    <message>
        <source>%1&apos;s game</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message numerus="yes">
        <source>%1 away — the game waits for them</source>
        <translation>
            <numerusform>%1 est absent — la partie l’attend</numerusform>
            <numerusform>%1 sont absents — la partie les attend</numerusform>
        </translation>
    </message>
    <message>
        <source>A bot plays for %1 until they are back</source>
        <translation>Un bot joue pour %1 jusqu’à son retour</translation>
    </message>
</context>
<context>
    <name>inno::client::LargeGameSelector</name>
    <message>
        <source>None (four players at most)</source>
        <translation>Aucune (quatre joueurs au plus)</translation>
    </message>
    <message>
        <source>Parley: pay a card to share with or escape a distant player</source>
        <translation>Parlementer&#xa0;: payer une carte pour partager avec un joueur éloigné ou lui échapper</translation>
    </message>
    <message>
        <source>Distant players: they share or obey only at twice the icons</source>
        <translation>Joueurs éloignés&#xa0;: ils partagent ou obéissent seulement au double des symboles</translation>
    </message>
    <message>
        <source>Team games ignore the large-game rule.</source>
        <translation>Les parties en équipes ignorent la règle des grandes parties.</translation>
    </message>
    <message>
        <source>For games of four or five players.</source>
        <translation>Pour les parties à quatre ou cinq joueurs.</translation>
    </message>
    <message>
        <source>Five players need the parley or the distant-player rule.</source>
        <translation>Cinq joueurs demandent la règle «&#xa0;parlementer&#xa0;» ou celle des joueurs éloignés.</translation>
    </message>
    <message>
        <source>Optional with four players: the player across the table is distant.</source>
        <translation>Facultative à quatre joueurs&#xa0;: le joueur en face est éloigné.</translation>
    </message>
</context>
<context>
    <name>inno::client::LobbyDialog</name>
    <message>
        <source>LAN table</source>
        <translation>Table en réseau local</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Open seats are played by bots:</source>
        <translation>Les places libres sont jouées par des bots&#xa0;:</translation>
    </message>
    <message>
        <source>Your table is open. Friends on this network find it under &lt;b&gt;Join LAN game&lt;/b&gt;, or connect to &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Votre table est ouverte. Vos amis sur ce réseau la trouvent sous &lt;b&gt;Rejoindre une partie en réseau local&lt;/b&gt;, ou se connectent à &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>En attente du lancement de la partie par l’hôte…</translation>
    </message>
    <message>
        <source>Seat %1: open</source>
        <translation>Place %1&#xa0;: libre</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Place %1&#xa0;: %2</translation>
    </message>
    <message>
        <source> (bot, %1)</source>
        <translation> (bot, %1)</translation>
    </message>
    <message>
        <source> — you</source>
        <translation> — vous</translation>
    </message>
    <message>
        <source> — host</source>
        <translation> — hôte</translation>
    </message>
    <message>
        <source> — away</source>
        <translation> — absent</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Large-game rule: %1</source>
        <translation>Règle des grandes parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>parley</source>
        <translation>parlementer</translation>
    </message>
    <message>
        <source>distant players</source>
        <translation>joueurs éloignés</translation>
    </message>
    <message>
        <source>Expansions: %1</source>
        <translation>Extensions&#xa0;: %1</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Annuler ma dernière décision</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Menu principal</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>Card &amp;catalogue</source>
        <translation>&amp;Catalogue des cartes</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Aide-mémoire des règles</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Paramè&amp;tres</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Innovation</source>
        <translation>À &amp;propos d’Innovation</translation>
    </message>
    <message>
        <source>About Innovation</source>
        <translation>À propos d’Innovation</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Innovation %1&lt;/h3&gt;&lt;p&gt;A digital table for Carl Chudyk&apos;s card game Innovation (first edition), with bots, hot-seat play and the full card catalogue.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Innovation %1&lt;/h3&gt;&lt;p&gt;Une table numérique pour le jeu de cartes Innovation de Carl Chudyk (première édition), avec des bots, le jeu à plusieurs sur un même écran et le catalogue complet des cartes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (bot)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n decision(s) played</source>
        <translation>
            <numerusform>%1 — %n décision jouée</numerusform>
            <numerusform>%1 — %n décisions jouées</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>La dernière partie n’a pas pu être restaurée&#xa0;: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Innovation saves (*.json);;All files (*)</source>
        <translation>Sauvegardes Innovation (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>Impossible de lire %1.</translation>
    </message>
    <message>
        <source>This file is not a game this program can continue: %1</source>
        <translation>Ce fichier n’est pas une partie que ce programme peut continuer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Innovation saves (*.json)</source>
        <translation>Sauvegardes Innovation (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Rules reference — Innovation</source>
        <translation>Aide-mémoire des règles — Innovation</translation>
    </message>
    <message>
        <source>Host LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>Join LAN game</source>
        <translation>Rejoindre une partie en réseau local</translation>
    </message>
    <message>
        <source>Your table &quot;%1&quot; was kept when this program closed. Go on with it?</source>
        <translation>Votre table «&#xa0;%1&#xa0;» a été conservée à la fermeture du programme. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Quit Innovation? The game is saved: Continue on the start screen takes it up where you left it.</source>
        <translation>Quitter Innovation&#xa0;? La partie est enregistrée&#xa0;: «&#xa0;Continuer&#xa0;» sur l’écran d’accueil la reprend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <source>What would the &amp;Expert do?</source>
        <translation>Que ferait l’&amp;Expert&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Concede…</source>
        <translation>A&amp;bandonner…</translation>
    </message>
    <message>
        <source>&amp;Replays…</source>
        <translation>&amp;Revoir des parties…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>This file cannot be replayed: %1</source>
        <translation>Impossible de revoir ce fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>You conceded</source>
        <translation>Vous avez abandonné</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Regarder la partie</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>The host of this table did not allow hints.</source>
        <translation>L’hôte de cette table n’a pas autorisé les conseils.</translation>
    </message>
    <message>
        <source>What would the Expert do?</source>
        <translation>Que ferait l’Expert&#xa0;?</translation>
    </message>
    <message>
        <source>The Expert cannot advise on this position (%1).</source>
        <translation>L’Expert ne peut pas conseiller sur cette position (%1).</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Analyse de partie</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Cette partie ne peut pas être analysée&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>A game is in progress. Start another one? Either way the current game is kept in Replays.</source>
        <translation>Une partie est en cours. En commencer une autre&#xa0;? Dans tous les cas, la partie en cours est gardée dans «&#xa0;Revoir des parties&#xa0;».</translation>
    </message>
    <message>
        <source>Show the &amp;lessons again</source>
        <translation>Réafficher les &amp;leçons</translation>
    </message>
    <message>
        <source>Learn to play explains the game again, after Stop the lessons</source>
        <translation>Apprendre à jouer explique à nouveau le jeu, après «&#xa0;Arrêter les leçons&#xa0;»</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>inno::client::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players, in seat order (clockwise)</source>
        <translation>Joueurs, dans l’ordre des places (sens horaire)</translation>
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
        <translation>Une partie demande au moins deux joueurs</translation>
    </message>
    <message>
        <source>Seat a player here</source>
        <translation>Installer un joueur ici</translation>
    </message>
    <message>
        <source>Person (this screen)</source>
        <translation>Personne (cet écran)</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot&#xa0;: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Team game (four players: seats 1 and 3 against 2 and 4)</source>
        <translation>Partie en équipes (quatre joueurs&#xa0;: places 1 et 3 contre 2 et 4)</translation>
    </message>
    <message>
        <source>One extra achievement needed to win</source>
        <translation>Un accomplissement de plus nécessaire pour gagner</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Seed (the same seed deals the same cards):</source>
        <translation>Graine (la même graine distribue les mêmes cartes)&#xa0;:</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Only bots: you will watch the game.</source>
        <translation>Que des bots&#xa0;: vous regarderez la partie.</translation>
    </message>
    <message>
        <source>You play against the bots. Undo is available.</source>
        <translation>Vous jouez contre les bots. L’annulation est possible.</translation>
    </message>
    <message>
        <source>Hot-seat: %1 people share this screen; hands are hidden between turns.</source>
        <translation>Écran partagé&#xa0;: %1 personnes partagent cet écran&#xa0;; les mains sont cachées entre les tours.</translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation>Dijkstra</translation>
    </message>
    <message>
        <source>Large-game rule:</source>
        <translation>Règle des grandes parties&#xa0;:</translation>
    </message>
    <message>
        <source>Achievements needed to win: %1</source>
        <translation>Accomplissements nécessaires pour gagner&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>inno::client::PileBrowser</name>
    <message>
        <source>No cards.</source>
        <translation>Aucune carte.</translation>
    </message>
    <message>
        <source>%1 · top</source>
        <translation>%1 · dessus</translation>
    </message>
    <message>
        <source>%1 · age %2</source>
        <translation>%1 · âge %2</translation>
    </message>
    <message>
        <source> · seen</source>
        <translation> · vue</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the pile browser (Esc)</source>
        <translation>Fermer l’aperçu des piles (Échap)</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>Piles</translation>
    </message>
    <message>
        <source>↑/↓ another pile · Esc closes · your own hidden cards face up, other players&apos; as backs unless you saw them (eye)</source>
        <translation>↑/↓ autre pile · Échap ferme · vos cartes cachées face visible, celles des autres de dos sauf si vous les avez vues (œil)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::PromptBar</name>
    <message>
        <source>(answer in the panel over the table)</source>
        <translation>(répondez dans le panneau au-dessus de la table)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What would the Expert do? (H)</source>
        <translation>Que ferait l’Expert&#xa0;? (H)</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Le résultat</translation>
    </message>
</context>
<context>
    <name>inno::client::ReplayWindow</name>
    <message>
        <source>Replay — Innovation</source>
        <translation>Revoir — Innovation</translation>
    </message>
    <message>
        <source>Double-click a line to go to that point of the game</source>
        <translation>Double-cliquez sur une ligne pour aller à ce moment de la partie</translation>
    </message>
    <message>
        <source>Double-click a turn to go to its start</source>
        <translation>Double-cliquez sur un tour pour aller à son début</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Au début (Début)</translation>
    </message>
    <message>
        <source>Previous turn (Page Up)</source>
        <translation>Tour précédent (Page précédente)</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Décision précédente (Gauche)</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Décision suivante (Droite)</translation>
    </message>
    <message>
        <source>Next turn (Page Down)</source>
        <translation>Tour suivant (Page suivante)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Vu par&#xa0;:</translation>
    </message>
    <message>
        <source>Replay: %1 — Innovation</source>
        <translation>Revoir&#xa0;: %1 — Innovation</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>Toutes les cartes</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Turn %1 — %2</source>
        <translation>Tour %1 — %2</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · turn %3</source>
        <translation>Décision %1 sur %2 · tour %3</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Les cartes sont distribuées.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 a abandonné.</translation>
    </message>
    <message>
        <source>%1 chose: %2</source>
        <translation>%1 a choisi&#xa0;: %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>inno::client::ReplaysDialog</name>
    <message>
        <source>Replays</source>
        <translation>Revoir des parties</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Revoir une partie sauvegardée</translation>
    </message>
    <message>
        <source>Innovation saves (*.json);;All files (*)</source>
        <translation>Sauvegardes Innovation (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>(conceded)</source>
        <translation>(abandon)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n décision</numerusform>
            <numerusform>%n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>How the game went: each player&apos;s chance to win, and the decisions that cost most</source>
        <translation>Le déroulement de la partie&#xa0;: les chances de gagner de chaque joueur et les décisions qui ont coûté le plus</translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish or concede is kept here; a saved game can be replayed with &quot;Open a file…&quot;.</source>
        <translation>Aucune partie terminée pour l’instant. Chaque partie que vous terminez ou abandonnez est gardée ici&#xa0;; une partie sauvegardée se revoit avec «&#xa0;Ouvrir un fichier…&#xa0;».</translation>
    </message>
    <message>
        <source>(unfinished)</source>
        <translation>(inachevée)</translation>
    </message>
    <message numerus="yes">
        <source>Your last %n finished game(s) are kept here, and any unfinished game a new one replaced. Choose one to step through it.</source>
        <translation>
            <numerusform>Votre dernière partie terminée est gardée ici, ainsi que toute partie inachevée remplacée par une nouvelle. Choisissez-en une pour la revoir pas à pas.</numerusform>
            <numerusform>Vos %n dernières parties terminées sont gardées ici, ainsi que toute partie inachevée remplacée par une nouvelle. Choisissez-en une pour la revoir pas à pas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::ReviewChart</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>Where %1&apos;s chance fell most</source>
        <translation>Où %1 a perdu le plus de chances</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Opening · decision %1</source>
        <translation>Ouverture · décision %1</translation>
    </message>
    <message>
        <source>Turn %1 · decision %2</source>
        <translation>Tour %1 · décision %2</translation>
    </message>
    <message>
        <source>after %1&apos;s choice</source>
        <translation>%1 vient de choisir</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;:&#xa0;%2</translation>
    </message>
</context>
<context>
    <name>inno::client::ReviewWindow</name>
    <message>
        <source>Game review — Innovation</source>
        <translation>Analyse de partie — Innovation</translation>
    </message>
    <message>
        <source>Whose game to review: the Expert uses only what that player could see</source>
        <translation>Le joueur dont la partie est analysée&#xa0;: l’Expert n’utilise que ce que ce joueur pouvait voir</translation>
    </message>
    <message>
        <source>Review for:</source>
        <translation>Analyse pour&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Done: the Expert went through %n decision(s).</source>
        <translation>
            <numerusform>Terminé&#xa0;: l’Expert a examiné&#xa0;%n décision.</numerusform>
            <numerusform>Terminé&#xa0;: l’Expert a examiné&#xa0;%n décisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>L’analyse a été arrêtée.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>L’analyse a échoué&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>Game review: %1 — Innovation</source>
        <translation>Analyse de partie&#xa0;:&#xa0;%1 — Innovation</translation>
    </message>
    <message>
        <source>How the game went for %1</source>
        <translation>Comment la partie s’est passée pour %1</translation>
    </message>
    <message>
        <source>Where %1&apos;s chance fell most</source>
        <translation>Où %1 a perdu le plus de chances</translation>
    </message>
    <message>
        <source>The Expert judges every moment from what %1 could see then: the open table, %1&apos;s own cards and the cards %1 had seen move. The graph is its reading of the table; each decision below is searched ahead, so its chances can differ from the graph&apos;s. Click the graph or a decision to see that moment in the replay.</source>
        <translation>L’Expert juge chaque moment d’après ce que&#xa0;%1 pouvait voir alors&#xa0;: la table à découvert, ses propres cartes et les cartes que&#xa0;%1 avait vues passer. La courbe est sa lecture de la table&#xa0;; chaque décision ci-dessous est calculée plusieurs coups à l’avance, ses chances peuvent donc différer de celles de la courbe. Cliquez sur la courbe ou sur une décision pour revoir ce moment de la partie.</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>La partie est rejouée…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Analyser à nouveau</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Arrêter l’analyse</translation>
    </message>
    <message>
        <source>Review this game again</source>
        <translation>Analyser à nouveau cette partie</translation>
    </message>
    <message>
        <source>The Expert is going through %1&apos;s decisions…</source>
        <translation>L’Expert examine chaque décision prise par %1…</translation>
    </message>
    <message>
        <source>Click to see this moment in the replay</source>
        <translation>Cliquez pour revoir ce moment de la partie</translation>
    </message>
    <message>
        <source>None of %1&apos;s decisions cost a chance the Expert could measure.</source>
        <translation>Aucune décision prise par %1 n’a coûté de chances mesurables par l’Expert.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>%1 — %2 chose: %3 (%4 chance to win afterwards)</source>
        <translation>%1 —&#xa0;%2 a choisi&#xa0;:&#xa0;%3 (ensuite&#xa0;%4 de chances de gagner)</translation>
    </message>
    <message numerus="yes">
        <source>The Expert would have chosen: %1 (%2, %n percentage point(s) more)</source>
        <translation>
            <numerusform>L’Expert aurait choisi&#xa0;:&#xa0;%1 (%2,&#xa0;%n point de pourcentage de plus)</numerusform>
            <numerusform>L’Expert aurait choisi&#xa0;:&#xa0;%1 (%2,&#xa0;%n points de pourcentage de plus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 decisions: only those are judged.</source>
        <translation>Analyse arrêtée après %1 décisions sur %2&#xa0;: seules celles-ci sont évaluées.</translation>
    </message>
    <message>
        <source>The Expert would have chosen: %1 (%2 too, under one percentage point more)</source>
        <translation>L’Expert aurait choisi&#xa0;:&#xa0;%1 (%2 aussi, moins d’un point de pourcentage de plus)</translation>
    </message>
</context>
<context>
    <name>inno::client::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Show who shares before activating a dogma</source>
        <translation>Montrer qui partage avant d’activer un Dogme</translation>
    </message>
    <message>
        <source>Ask before replacing a game in progress</source>
        <translation>Demander avant de remplacer une partie en cours</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse des animations&#xa0;:</translation>
    </message>
    <message>
        <source>Card size (your own area):</source>
        <translation>Taille des cartes (votre zone)&#xa0;:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Confirmations&#xa0;:</translation>
    </message>
    <message>
        <source>In the interface language</source>
        <translation>Dans la langue de l’interface</translation>
    </message>
    <message>
        <source>In English</source>
        <translation>En anglais</translation>
    </message>
    <message>
        <source>The language changes the next time you start Innovation; the card texts on the table too.</source>
        <translation>La langue change au prochain démarrage d’Innovation, de même que les textes des cartes sur la table.</translation>
    </message>
    <message>
        <source>Card texts and rulings:</source>
        <translation>Textes des cartes et précisions de règles&#xa0;:</translation>
    </message>
    <message>
        <source>Flash the taskbar when it is my turn</source>
        <translation>Faire clignoter la barre des tâches quand c’est mon tour</translation>
    </message>
    <message>
        <source>Beep when it is my turn</source>
        <translation>Émettre un bip quand c’est mon tour</translation>
    </message>
    <message>
        <source>In the background:</source>
        <translation>En arrière-plan&#xa0;:</translation>
    </message>
    <message>
        <source>Sum up the other players&apos; moves since mine and outline the piles they changed</source>
        <translation>Résumer les coups des autres joueurs depuis le mien et entourer les piles qu’ils ont changées</translation>
    </message>
    <message>
        <source>On my turn:</source>
        <translation>À mon tour&#xa0;:</translation>
    </message>
</context>
<context>
    <name>inno::client::ShortcutsWindow</name>
    <message>
        <source>Draw (when drawing is an action you may take)</source>
        <translation>Piocher (quand piocher est une action possible)</translation>
    </message>
    <message>
        <source>Pick the choice with that number in the question bar (0 is the tenth)</source>
        <translation>Choisir l’option de ce numéro dans la barre de question (0 est la dixième)</translation>
    </message>
    <message>
        <source>Confirm: Done, Activate in the dogma preview, or the focused button</source>
        <translation>Confirmer&#xa0;: Terminé, Activer dans l’aperçu du Dogme, ou le bouton qui a le focus</translation>
    </message>
    <message>
        <source>Close the pile browser or the preview; else clear your picks, or pass when you may</source>
        <translation>Fermer la vue des piles ou l’aperçu&#xa0;; sinon effacer vos choix, ou passer quand c’est permis</translation>
    </message>
    <message>
        <source>Move between the buttons</source>
        <translation>Passer d’un bouton à l’autre</translation>
    </message>
    <message>
        <source>Browse the pile under the mouse (else your hand)</source>
        <translation>Parcourir la pile sous la souris (sinon votre main)</translation>
    </message>
    <message>
        <source>What would the Expert do?</source>
        <translation>Que ferait l’Expert&#xa0;?</translation>
    </message>
    <message>
        <source>This list of keyboard shortcuts</source>
        <translation>Cette liste des raccourcis clavier</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save the game as a file</source>
        <translation>Enregistrer la partie dans un fichier</translation>
    </message>
    <message>
        <source>Undo your last decision</source>
        <translation>Annuler votre dernière décision</translation>
    </message>
    <message>
        <source>Card catalogue</source>
        <translation>Catalogue des cartes</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Aide-mémoire des règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>One step back or forward</source>
        <translation>Un pas en arrière ou en avant</translation>
    </message>
    <message>
        <source>The previous or next turn</source>
        <translation>Le tour précédent ou suivant</translation>
    </message>
    <message>
        <source>The start or the end of the game</source>
        <translation>Le début ou la fin de la partie</translation>
    </message>
    <message>
        <source>Keyboard shortcuts — Innovation</source>
        <translation>Raccourcis clavier — Innovation</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Anywhere in the window</source>
        <translation>Partout dans la fenêtre</translation>
    </message>
    <message>
        <source>In a replay</source>
        <translation>En revoyant une partie</translation>
    </message>
</context>
<context>
    <name>inno::client::SincePanel</name>
    <message>
        <source>Since your last move</source>
        <translation>Depuis votre dernier coup</translation>
    </message>
    <message>
        <source>Hide this summary (the outlined piles stay outlined until you act).</source>
        <translation>Masquer ce résumé (les piles restent entourées jusqu’à votre prochaine action).</translation>
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
        <translation>Le jeu de cartes de Carl Chudyk sur les idées à travers les âges — première édition</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Host LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>Join LAN game</source>
        <translation>Rejoindre une partie en réseau local</translation>
    </message>
    <message>
        <source>Card catalogue</source>
        <translation>Catalogue des cartes</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Aide-mémoire des règles</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>No unfinished game</source>
        <translation>Aucune partie inachevée</translation>
    </message>
    <message>
        <source>Open a table on this computer that friends on the network can join</source>
        <translation>Ouvrir sur cet ordinateur une table que vos amis du réseau peuvent rejoindre</translation>
    </message>
    <message>
        <source>Find tables on the network, or connect to an address</source>
        <translation>Trouver des tables sur le réseau, ou se connecter à une adresse</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Revoir des parties</translation>
    </message>
    <message>
        <source>Step through a finished game, or any saved game</source>
        <translation>Revoir pas à pas une partie terminée ou sauvegardée</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>A first game against a gentle bot, in which the table explains each idea as it comes up</source>
        <translation>Une première partie contre un bot bienveillant, où la table explique chaque notion quand elle se présente</translation>
    </message>
</context>
<context>
    <name>inno::client::StoryChart</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>%1, turn %2: %3</source>
        <translation>%1, tour %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>inno::client::StoryDialog</name>
    <message>
        <source>age %1</source>
        <translation>âge %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no achievement</source>
        <translation>aucun accomplissement</translation>
    </message>
    <message>
        <source>Biggest swing: turn %1, %2&apos;s score %3 by %4 points.</source>
        <translation>Plus grand revirement&#xa0;: tour %1, le score de %2 %3 de %4 points.</translation>
    </message>
    <message>
        <source>rose</source>
        <translation>a augmenté</translation>
    </message>
    <message>
        <source>fell</source>
        <translation>a baissé</translation>
    </message>
    <message numerus="yes">
        <source>%1 had to obey %n demand(s).</source>
        <translation>
            <numerusform>%1 a dû obéir à %n exigence.</numerusform>
            <numerusform>%1 a dû obéir à %n exigences.</numerusform>
        </translation>
    </message>
    <message>
        <source>The story of the game</source>
        <translation>L’histoire de la partie</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Accomplissements</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Moments clés</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Icons on the board</source>
        <translation>Symboles sur le plateau</translation>
    </message>
    <message>
        <source>Turns run left to right.</source>
        <translation>Les tours se suivent de gauche à droite.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
</context>
<context>
    <name>inno::client::TableScene</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Bot · %1</source>
        <translation>Bot · %1</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message numerus="yes">
        <source>▶ %n action(s) left</source>
        <translation>
            <numerusform>▶ %n action restante</numerusform>
            <numerusform>▶ %n actions restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>shares</source>
        <translation>partage</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>exigence</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>  ◀ splayed left</source>
        <translation>  ◀ décalé à gauche</translation>
    </message>
    <message>
        <source>  ▶ splayed right</source>
        <translation>  ▶ décalé à droite</translation>
    </message>
    <message>
        <source>  ▲ splayed up</source>
        <translation>  ▲ décalé vers le haut</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 deck: %n card(s) left</source>
        <translation>
            <numerusform>Pioche de l’âge %1&#xa0;: %n carte restante</numerusform>
            <numerusform>Pioche de l’âge %1&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement of age %1: needs %2 points and a top card of value %1 or more.</source>
        <translation>Accomplissement d’âge %1&#xa0;: il faut %2 points et une carte du dessus de valeur %1 ou plus.</translation>
    </message>
    <message>
        <source>A %1 in a score pile</source>
        <translation>Un %1 dans une pile de score</translation>
    </message>
    <message>
        <source>A %1 in a hand</source>
        <translation>Un %1 dans une main</translation>
    </message>
    <message>
        <source>Show %1 in the catalogue</source>
        <translation>Afficher %1 dans le catalogue</translation>
    </message>
    <message>
        <source>%1 cards of age %2 in a score pile</source>
        <translation>%1 cartes d’âge %2 dans une pile de score</translation>
    </message>
    <message>
        <source>%1 cards of age %2 in a hand</source>
        <translation>%1 cartes d’âge %2 dans une main</translation>
    </message>
    <message numerus="yes">
        <source>Age %1 City pile: %n card(s) left</source>
        <translation>
            <numerusform>Pioche de Cités d’âge %1&#xa0;: encore %n carte</numerusform>
            <numerusform>Pioche de Cités d’âge %1&#xa0;: encore %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n City card(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Cité d’âge %1 dans une pile de score</numerusform>
            <numerusform>%n Cités d’âge %1 dans une pile de score</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n City card(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Cité d’âge %1 dans une main</numerusform>
            <numerusform>%n Cités d’âge %1 dans une main</numerusform>
        </translation>
    </message>
    <message>
        <source>Endorse ×2</source>
        <translation>Soutenir ×2</translation>
    </message>
    <message>
        <source>Endorse %1 (demands twice, your effects twice)…</source>
        <translation>Soutenir %1 (exigences deux fois, vos effets deux fois)…</translation>
    </message>
    <message>
        <source>distant</source>
        <translation>éloigné</translation>
    </message>
    <message>
        <source>neighbour</source>
        <translation>voisin</translation>
    </message>
    <message>
        <source>pays to share</source>
        <translation>paie pour partager</translation>
    </message>
    <message>
        <source>may escape</source>
        <translation>peut échapper</translation>
    </message>
    <message>
        <source>Browse this pile</source>
        <translation>Parcourir cette pile</translation>
    </message>
    <message numerus="yes">
        <source>▶ %n left</source>
        <translation>
            <numerusform>▶ encore %n</numerusform>
            <numerusform>▶ encore %n</numerusform>
        </translation>
    </message>
    <message>
        <source>left the game</source>
        <translation>a quitté la partie</translation>
    </message>
    <message>
        <source>left the game (%1)</source>
        <translation>a quitté la partie (%1)</translation>
    </message>
</context>
<context>
    <name>inno::client::TutorBalloon</name>
    <message>
        <source>Stop the lessons</source>
        <translation>Arrêter les leçons</translation>
    </message>
    <message>
        <source>No more lessons, in this game or later ones</source>
        <translation>Plus de leçons, ni dans cette partie ni dans les suivantes</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
</context>
<context>
    <name>inno::net::ConnectionHub</name>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Impossible d’écouter sur %1 port %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The server is full.</source>
        <translation>Le serveur est plein.</translation>
    </message>
    <message>
        <source>Your address already has %1 connections to this server: close one first.</source>
        <translation>Votre adresse a déjà %1 connexions à ce serveur&#xa0;: fermez-en une d’abord.</translation>
    </message>
    <message>
        <source>A message may be at most %1 bytes long; it was ignored.</source>
        <translation>Un message ne peut dépasser %1 octets&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>Too many refused messages: the server closes this connection.</source>
        <translation>Trop de messages refusés&#xa0;: le serveur ferme cette connexion.</translation>
    </message>
    <message>
        <source>Too many requests: slow down. This one was ignored.</source>
        <translation>Trop de requêtes&#xa0;: ralentissez. Celle-ci a été ignorée.</translation>
    </message>
    <message>
        <source>Sequence numbers must increase (the last one was %1).</source>
        <translation>Les numéros de séquence doivent croître (le dernier était %1).</translation>
    </message>
    <message>
        <source>Say hello first.</source>
        <translation>Commencez par «&#xa0;hello&#xa0;».</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>La connexion est restée muette trop longtemps.</translation>
    </message>
</context>
<context>
    <name>inno::net::DiscoveryResponder</name>
    <message>
        <source>Cannot listen for discovery on port %1: %2</source>
        <translation>Impossible d’écouter la découverte sur le port %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>inno::net::LanServer</name>
    <message>
        <source>Cannot create the data folder %1.</source>
        <translation>Impossible de créer le dossier de données %1.</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <translation>À l’écoute sur %1:%2</translation>
    </message>
    <message>
        <source>The server could not handle that request.</source>
        <translation>Le serveur n’a pas pu traiter cette requête.</translation>
    </message>
    <message>
        <source>This server speaks protocol %1 and your program speaks %2: use the same version of Innovation.</source>
        <translation>Ce serveur parle le protocole %1 et votre programme le %2&#xa0;: utilisez la même version d’Innovation.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n table(s) from %1.</source>
        <translation>
            <numerusform>%n table restaurée depuis %1.</numerusform>
            <numerusform>%n tables restaurées depuis %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restoring: %1</source>
        <translation>Restauration&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server cannot save to its disk (%1). Nothing is lost yet: the game waits until the server can save again.</source>
        <translation>Le serveur ne peut pas enregistrer sur son disque (%1). Rien n’est encore perdu&#xa0;: la partie attend que le serveur puisse de nouveau enregistrer.</translation>
    </message>
    <message>
        <source>The server can save to its disk again; the game goes on.</source>
        <translation>Le serveur peut de nouveau enregistrer sur son disque&#xa0;; la partie continue.</translation>
    </message>
    <message>
        <source>The server cannot save to its disk (%1), so nothing can change now. Your game is kept; try again in a moment.</source>
        <translation>Le serveur ne peut pas enregistrer sur son disque (%1), donc rien ne peut changer pour l’instant. Votre partie est conservée&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>table %1 of the journal was not imported: the store has a table %1 already</source>
        <translation>la table %1 du journal n’a pas été importée&#xa0;: le registre des tables a déjà une table %1</translation>
    </message>
    <message>
        <source>The damaged table store %1 could not be kept aside (%2); nothing was changed.</source>
        <translation>Le registre des tables endommagé %1 n’a pas pu être mis de côté (%2)&#xa0;; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>the table store as it was is kept in %1</source>
        <translation>le registre des tables tel qu’il était est conservé dans %1</translation>
    </message>
    <message>
        <source>Cannot write the table store %1: %2</source>
        <translation>Impossible d’écrire le registre des tables %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Imported the tables of %1; the journal is kept as %2.</source>
        <translation>Les tables de %1 ont été importées&#xa0;; le journal est conservé sous %2.</translation>
    </message>
    <message>
        <source>the journal as it was is kept in %1</source>
        <translation>le journal tel qu’il était est conservé dans %1</translation>
    </message>
    <message>
        <source>%1 about %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>le serveur</translation>
    </message>
</context>
<context>
    <name>inno::net::Lobby</name>
    <message>
        <source>You joined this seat from another connection.</source>
        <translation>Vous avez rejoint cette place depuis une autre connexion.</translation>
    </message>
    <message>
        <source>%1 conceded at table %2.</source>
        <translation>%1 a abandonné à la table %2.</translation>
    </message>
    <message>
        <source>This server already has %1 tables.</source>
        <translation>Ce serveur a déjà %1 tables.</translation>
    </message>
    <message>
        <source>A table was refused to %1: %2 unfinished tables from that connection, %3 from its address.</source>
        <translation>Une table a été refusée à %1&#xa0;: %2 tables non terminées de cette connexion, %3 de son adresse.</translation>
    </message>
    <message numerus="yes">
        <source>You already have %n unfinished table(s) on this server: finish or leave one first.</source>
        <translation>
            <numerusform>Vous avez déjà %n table non terminée sur ce serveur&#xa0;: terminez-en ou quittez-en une d’abord.</numerusform>
            <numerusform>Vous avez déjà %n tables non terminées sur ce serveur&#xa0;: terminez-en ou quittez-en une d’abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host opened another table.</source>
        <translation>L’hôte a ouvert une autre table.</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>%1 opened table %2 (&quot;%3&quot;).</source>
        <translation>%1 a ouvert la table %2 («&#xa0;%3&#xa0;»).</translation>
    </message>
    <message>
        <source>There is no such table (it may have ended).</source>
        <translation>Cette table n’existe pas (elle est peut-être terminée).</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong passwords from your address: wait %n second(s) before trying again.</source>
        <translation>
            <numerusform>Trop de mots de passe incorrects depuis votre adresse&#xa0;: attendez %n seconde avant de réessayer.</numerusform>
            <numerusform>Trop de mots de passe incorrects depuis votre adresse&#xa0;: attendez %n secondes avant de réessayer.</numerusform>
        </translation>
    </message>
    <message>
        <source>A wrong password for table %1 came from %2.</source>
        <translation>Un mot de passe incorrect pour la table %1 est venu de %2.</translation>
    </message>
    <message>
        <source>Wrong password for this table.</source>
        <translation>Mot de passe incorrect pour cette table.</translation>
    </message>
    <message>
        <source>This game has started: only its players can come back (or watch it as a spectator).</source>
        <translation>Cette partie a commencé&#xa0;: seuls ses joueurs peuvent revenir (ou la regarder en spectateur).</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Cette place n’existe pas.</translation>
    </message>
    <message>
        <source>That seat is taken: ask for another one, or for none.</source>
        <translation>Cette place est prise&#xa0;: demandez-en une autre, ou aucune en particulier.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>%1 sat down at table %2.</source>
        <translation>%1 s’est installé à la table %2.</translation>
    </message>
    <message>
        <source>A wrong seat token for table %1 came from %2.</source>
        <translation>Une jeton de place incorrecte pour la table %1 est venue de %2.</translation>
    </message>
    <message>
        <source>That seat token is not valid at this table.</source>
        <translation>Ce jeton de place n’est pas valable à cette table.</translation>
    </message>
    <message>
        <source>%1 is back at table %2.</source>
        <translation>%1 est de retour à la table %2.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L’hôte a fermé la table.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host can do that.</source>
        <translation>Seul l’hôte de la table peut faire cela.</translation>
    </message>
    <message>
        <source>The host&apos;s own seat stays the host&apos;s.</source>
        <translation>La place de l’hôte reste à l’hôte.</translation>
    </message>
    <message>
        <source>%1 sits there.</source>
        <translation>%1 y est installé.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>A bot already plays there.</source>
        <translation>Un bot joue déjà à cette place.</translation>
    </message>
    <message>
        <source>%1 is at the table: a bot can only stand in for someone away.</source>
        <translation>%1 est à la table&#xa0;: un bot ne peut remplacer qu’une personne absente.</translation>
    </message>
    <message>
        <source>Only a seat a bot stands in for can be given back.</source>
        <translation>Seule une place tenue par un bot remplaçant peut être rendue.</translation>
    </message>
    <message>
        <source>A seat cannot be opened once the game has started.</source>
        <translation>Une place ne peut plus être ouverte une fois la partie commencée.</translation>
    </message>
    <message>
        <source>A bot stands in for %1 at table %2.</source>
        <translation>Un bot remplace %1 à la table %2.</translation>
    </message>
    <message>
        <source>%1&apos;s seat at table %2 is a person&apos;s again.</source>
        <translation>La place de %1 à la table %2 revient à une personne.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host can start the game.</source>
        <translation>Seul l’hôte de la table peut lancer la partie.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>La partie a déjà commencé.</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) are still open: wait for players, or fill them with bots.</source>
        <translation>
            <numerusform>%n place est encore libre&#xa0;: attendez des joueurs ou confiez-la à un bot.</numerusform>
            <numerusform>%n places sont encore libres&#xa0;: attendez des joueurs ou confiez-les à des bots.</numerusform>
        </translation>
    </message>
    <message>
        <source>With other people at the table the server deals: a deal can only be chosen when the table is opened, where everyone who joins sees it.</source>
        <translation>Avec d’autres personnes à la table, c’est le serveur qui distribue&#xa0;: une donne ne peut être choisie qu’à l’ouverture de la table, où tous ceux qui s’y joignent la voient.</translation>
    </message>
    <message>
        <source>The game at table %1 has started.</source>
        <translation>La partie de la table %1 a commencé.</translation>
    </message>
    <message>
        <source>You are not at a table with a game.</source>
        <translation>Vous n’êtes pas à une table avec une partie.</translation>
    </message>
    <message>
        <source>Spectators cannot play.</source>
        <translation>Les spectateurs ne peuvent pas jouer.</translation>
    </message>
    <message>
        <source>You do not sit in that seat.</source>
        <translation>Vous n’occupez pas cette place.</translation>
    </message>
    <message>
        <source>%1 conceded at table %2; a bot plays their seat.</source>
        <translation>%1 a abandonné à la table %2&#xa0;; un bot joue à sa place.</translation>
    </message>
    <message>
        <source>You conceded. A bot plays your seat now: you can watch the game to its end, or leave the table.</source>
        <translation>Vous avez abandonné. Un bot joue maintenant à votre place&#xa0;: vous pouvez regarder la partie jusqu’à la fin ou quitter la table.</translation>
    </message>
    <message>
        <source>The server&apos;s owner closed this table.</source>
        <translation>Le propriétaire du serveur a fermé cette table.</translation>
    </message>
    <message>
        <source>The table was closed: nobody was at it.</source>
        <translation>La table a été fermée&#xa0;: personne n’y était.</translation>
    </message>
    <message>
        <source>Table %1 was closed: nobody came back to it.</source>
        <translation>La table %1 a été fermée&#xa0;: personne n’y est revenu.</translation>
    </message>
    <message>
        <source>The table&apos;s name cannot be used: %1</source>
        <translation>Ce nom de table ne convient pas&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>inno::net::LocalTransport</name>
    <message>
        <source>The table was closed.</source>
        <translation>La table a été fermée.</translation>
    </message>
</context>
<context>
    <name>inno::net::PlayerNames</name>
    <message>
        <source>A name needs at least one visible character.</source>
        <translation>Un nom demande au moins un caractère visible.</translation>
    </message>
    <message>
        <source>That name is too long: at most %1 bytes.</source>
        <translation>Ce nom est trop long&#xa0;: %1 octets au plus.</translation>
    </message>
    <message>
        <source>A name cannot start with an accent or another combining mark.</source>
        <translation>Un nom ne peut pas commencer par un accent ou une autre marque combinante.</translation>
    </message>
    <message>
        <source>A name cannot hold invisible or formatting characters (U+%1).</source>
        <translation>Un nom ne peut pas contenir de caractères invisibles ou de mise en forme (U+%1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a player&apos;s name here: it reads or looks like an answer. Please choose another name.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être un nom de joueur ici&#xa0;: il se lit ou ressemble à une réponse. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; mixes letters of scripts that look alike (Latin with Cyrillic or Greek, for instance). Please choose another name.</source>
        <translation>«&#xa0;%1&#xa0;» mêle des lettres d’écritures qui se ressemblent (le latin et le cyrillique ou le grec, par exemple). Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks too much like &quot;%2&quot;, who sits at this table. Please choose another name.</source>
        <translation>«&#xa0;%1&#xa0;» ressemble trop à «&#xa0;%2&#xa0;», qui est assis à cette table. Choisissez un autre nom.</translation>
    </message>
</context>
<context>
    <name>inno::net::TableHost</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players cannot share a name.</source>
        <translation>Deux joueurs ne peuvent pas porter le même nom.</translation>
    </message>
    <message>
        <source>The save&apos;s answers do not fit its game.</source>
        <translation>Les réponses de la sauvegarde ne correspondent pas à sa partie.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>You do not sit in that seat.</source>
        <translation>Vous n’occupez pas cette place.</translation>
    </message>
    <message>
        <source>A bot plays that seat.</source>
        <translation>Un bot joue à cette place.</translation>
    </message>
    <message>
        <source>That question has already been answered.</source>
        <translation>Cette question a déjà reçu une réponse.</translation>
    </message>
    <message>
        <source>Unknown request &quot;%1&quot;.</source>
        <translation>Requête inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>No decision is waiting.</source>
        <translation>Aucune décision n’est en attente.</translation>
    </message>
    <message>
        <source>It is not your decision.</source>
        <translation>Ce n’est pas à vous de décider.</translation>
    </message>
    <message>
        <source>Undo is only possible when no other person plays at this table.</source>
        <translation>L’annulation n’est possible que si aucune autre personne ne joue à cette table.</translation>
    </message>
    <message>
        <source>There is no decision of yours to take back.</source>
        <translation>Vous n’avez aucune décision à reprendre.</translation>
    </message>
    <message>
        <source>The game cannot go on: %1</source>
        <translation>La partie ne peut pas continuer&#xa0;: %1</translation>
    </message>
    <message>
        <source>That question has not been asked yet.</source>
        <translation>Cette question n’a pas encore été posée.</translation>
    </message>
</context>
<context>
    <name>inno::net::TcpTransport</name>
    <message>
        <source>The server stopped answering.</source>
        <translation>Le serveur ne répond plus.</translation>
    </message>
    <message>
        <source>The connection to the server was lost.</source>
        <translation>La connexion au serveur a été perdue.</translation>
    </message>
    <message>
        <source>Connection error.</source>
        <translation>Erreur de connexion.</translation>
    </message>
    <message>
        <source>The server sent a message that is too large.</source>
        <translation>Le serveur a envoyé un message trop grand.</translation>
    </message>
    <message>
        <source>The server could not be reached again.</source>
        <translation>Le serveur n’a pas pu être joint à nouveau.</translation>
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
        <translation>Innovation de Carl Chudyk&#xa0;: jouez contre des bots ou entre amis.</translation>
    </message>
    <message>
        <source>Bots play in every seat; see --actions and --screenshot.</source>
        <translation>Des bots jouent à toutes les places&#xa0;; voir --actions et --screenshot.</translation>
    </message>
    <message>
        <source>Seed of the demo game.</source>
        <translation>Graine de la partie de démonstration.</translation>
    </message>
    <message>
        <source>Actions the demo plays before it stops.</source>
        <translation>Actions jouées par la démonstration avant son arrêt.</translation>
    </message>
    <message>
        <source>Demo: seat 1 is a person (random until the screenshot, then a prompt waits).</source>
        <translation>Démonstration&#xa0;: la place 1 est une personne (au hasard jusqu’à la capture, puis une question attend).</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and exit.</source>
        <translation>Enregistrer une image de la fenêtre dans FILE et quitter.</translation>
    </message>
    <message>
        <source>Print start-up and table update timings and exit.</source>
        <translation>Afficher les temps de démarrage et de mise à jour de la table, puis quitter.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1600x1000.</source>
        <translation>Taille de la fenêtre, p. ex. 1600x1000.</translation>
    </message>
    <message>
        <source>Open the card catalogue (with --screenshot: of it).</source>
        <translation>Ouvrir le catalogue des cartes (avec --screenshot&#xa0;: en faire une capture).</translation>
    </message>
    <message>
        <source>Catalogue: search text.</source>
        <translation>Catalogue&#xa0;: texte à rechercher.</translation>
    </message>
    <message>
        <source>Open the rules reference.</source>
        <translation>Ouvrir l’aide-mémoire des règles.</translation>
    </message>
    <message>
        <source>Open a saved game.</source>
        <translation>Ouvrir une partie enregistrée.</translation>
    </message>
    <message>
        <source>Animation speed: off, fast, normal, slow.</source>
        <translation>Vitesse des animations&#xa0;: off, fast, normal, slow.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de or fr.</source>
        <translation>Langue de l’interface pour ce lancement&#xa0;: en, de ou fr.</translation>
    </message>
    <message>
        <source>Demo: every bot plays at this level (random, easy, medium, hard, expert); by default a mix of the first three.</source>
        <translation>Démo&#xa0;: tous les bots jouent à ce niveau (random, easy, medium, hard, expert)&#xa0;; par défaut un mélange des trois premiers.</translation>
    </message>
    <message>
        <source>Demo: play on until the first seat holds N cards in hand.</source>
        <translation>Démonstration&#xa0;: continuer jusqu’à ce que la première place ait N cartes en main.</translation>
    </message>
    <message>
        <source>Demo: play on until a score pile holds N cards.</source>
        <translation>Démonstration&#xa0;: continuer jusqu’à ce qu’une pile de score contienne N cartes.</translation>
    </message>
    <message>
        <source>Players in the demo game, 2 to 5 (five need --large-game).</source>
        <translation>Joueurs de la partie de démonstration, 2 à 5 (cinq demandent --large-game).</translation>
    </message>
    <message>
        <source>Demo: the large-game rule, parley or distant.</source>
        <translation>Démonstration&#xa0;: la règle des grandes parties, parley ou distant.</translation>
    </message>
    <message>
        <source>Open a saved game in the replay viewer (with --screenshot: of it).</source>
        <translation>Ouvrir une partie sauvegardée pour la revoir (avec --screenshot&#xa0;: une image de celle-ci).</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>Catalogue: only the cards of one set: %1.</source>
        <translation>Catalogue&#xa0;: seulement les cartes d’un jeu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return..., or an action of an expansion (%1): its preview).</source>
        <translation>Démonstration avec --human&#xa0;: continuer jusqu’à ce qu’une question de ce type ou de ce but attende (cards, color, yesno, return…, ou une action d’une extension (%1)&#xa0;: son aperçu).</translation>
    </message>
    <message>
        <source>Demo: a game with the %1 expansion.</source>
        <translation>Démo&#xa0;: une partie avec l’extension %1.</translation>
    </message>
    <message>
        <source>Demo: the %1 option of the %2 expansion (with --%3).</source>
        <translation>Démo&#xa0;: l’option %1 de l’extension %2 (avec --%3).</translation>
    </message>
</context>
</TS>
