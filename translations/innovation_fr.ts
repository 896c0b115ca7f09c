<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>QObject</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
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
        <source>Score pile: %1 points</source>
        <translation>Pile de score : %1 points</translation>
    </message>
    <message>
        <source>Achievements: %1 of %2</source>
        <translation>Accomplissements : %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Main : %n carte</numerusform>
            <numerusform>Main : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score : %1</translation>
    </message>
    <message>
        <source>Achievements: %1/%2</source>
        <translation>Accompl. : %1/%2</translation>
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
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Demand:</source>
        <translation>Exigence :</translation>
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
        <source>your hand</source>
        <translation>votre main</translation>
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
        <source>your board</source>
        <translation>votre plateau</translation>
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
        <source>your score pile</source>
        <translation>votre pile de score</translation>
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
        <source>your %1</source>
        <translation>vos %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 chez %1</translation>
    </message>
    <message>
        <source>%1 shares: %2 ≥ %3</source>
        <translation>%1 partage : %2 ≥ %3</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; %3</source>
        <translation>%1 doit obéir à l’exigence : %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 is a partner and is spared the demand: %2 &amp;lt; %3</source>
        <translation>%1 est partenaire et échappe à l’exigence : %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 does not share: %2 &amp;lt; %3</source>
        <translation>%1 ne partage pas : %2 &amp;lt; %3</translation>
    </message>
    <message>
        <source>%1 goes first: their opening card comes first in alphabetical order.</source>
        <translation>%1 commence : sa carte de départ vient en premier dans l’ordre alphabétique.</translation>
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
        <source>%1 returns %2 from %3.</source>
        <translation>%1 remet %2 depuis %3.</translation>
    </message>
    <message>
        <source>%1 goes from %2 to %3.</source>
        <translation>%1 quitte %2 pour %3.</translation>
    </message>
    <message>
        <source>%1 is exchanged from %2 to %3.</source>
        <translation>%1 est échangé : quitte %2 pour %3.</translation>
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
        <translation>Le %2 de %1 n’est plus décalé.</translation>
    </message>
    <message>
        <source>%1 splays their %2 cards %3.</source>
        <translation>%1 décale son %2 %3.</translation>
    </message>
    <message>
        <source>Featured icon %1: %2 has %3.</source>
        <translation>Symbole principal %1 : %2 en a %3.</translation>
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
        <translation>%1 remporte %2 ! (%3)</translation>
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
        <translation>Victoire : %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Featured icon: %1. You have %2.</source>
        <translation>Symbole principal : %1. Vous en avez %2.</translation>
    </message>
    <message>
        <source>%1 will share: %2 ≥ your %3.</source>
        <translation>%1 partagera : %2 ≥ vos %3.</translation>
    </message>
    <message>
        <source>%1 must obey the demand: %2 &amp;lt; your %3.</source>
        <translation>%1 doit obéir à l’exigence : %2 &amp;lt; vos %3.</translation>
    </message>
    <message>
        <source>%1 is not affected: %2 &amp;lt; your %3.</source>
        <translation>%1 n’est pas concerné : %2 &amp;lt; vos %3.</translation>
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
            <numerusform>À vous : choisissez une action (%n restante). Piocher, poser une carte de votre main, activer une carte du dessus ou accomplir.</numerusform>
            <numerusform>À vous : choisissez une action (%n restantes). Piocher, poser une carte de votre main, activer une carte du dessus ou accomplir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the card to meld to start the game; the other stays in your hand.</source>
        <translation>Choisissez la carte à poser pour commencer la partie ; l’autre reste dans votre main.</translation>
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
        <translation>voulez-vous %1 ?</translation>
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
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1 se partagent la victoire !</translation>
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
        <translation>Quelqu’un a dû piocher au-delà de l’âge 10 : le meilleur score gagne, les accomplissements départagent les égalités.</translation>
    </message>
    <message>
        <source>The effect of %1 decided the game.</source>
        <translation>L’effet de %1 a décidé de la partie.</translation>
    </message>
    <message>
        <source>you may choose %1 to %2.</source>
        <translation>vous pouvez choisir %1 à %2.</translation>
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
        <translation>Un accomplissement spécial : remporté aussitôt par le premier qui remplit la condition (ou par l’effet d’une carte). Il compte comme tout autre accomplissement.</translation>
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
        <translation>Exigence :</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Précisions de règles</translation>
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
</context>
<context>
    <name>inno::client::ChoicePanel</name>
    <message>
        <source>Demand:</source>
        <translation>Exigence :</translation>
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
        <translation>Activer le Dogme de %1 ?</translation>
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
        <translation>« %1 » n’est pas un choix possible ici.</translation>
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
        <translation>&lt;b&gt;Ouverture&lt;/b&gt; : chacun pose l’une de ses deux cartes.</translation>
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
        <translation>Pour gagner : %1 accomplissements</translation>
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
        <translation>Adresse :</translation>
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
        <translation>%1:%2 est injoignable : %3</translation>
    </message>
    <message>
        <source>%1:%2 answered.</source>
        <translation>%1:%2 a répondu.</translation>
    </message>
    <message>
        <source>Back to &quot;%1&quot; at %2:%3</source>
        <translation>Retour à « %1 » sur %2:%3</translation>
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
        <translation>Les places libres sont jouées par des bots :</translation>
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
        <translation>Place %1 : libre</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Place %1 : %2</translation>
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
        <translation>La dernière partie n’a pas pu être restaurée : %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>A game is in progress. Start another one? The current game is replaced as the game to continue (use Save as… first to keep it).</source>
        <translation>Une partie est en cours. En commencer une autre ? Elle remplacera la partie en cours comme partie à continuer (utilisez « Enregistrer sous… » d’abord pour la garder).</translation>
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
        <translation>Ce fichier n’est pas une partie que ce programme peut continuer : %1</translation>
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
        <translation>Votre table « %1 » a été conservée à la fermeture du programme. La reprendre ?</translation>
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
        <translation>Bot : %1</translation>
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
        <translation>Partie en équipes (quatre joueurs : places 1 et 3 contre 2 et 4)</translation>
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
        <translation>Graine (la même graine distribue les mêmes cartes) :</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Only bots: you will watch the game.</source>
        <translation>Que des bots : vous regarderez la partie.</translation>
    </message>
    <message>
        <source>You play against the bots. Undo is available.</source>
        <translation>Vous jouez contre les bots. L’annulation est possible.</translation>
    </message>
    <message>
        <source>Hot-seat: %1 people share this screen; hands are hidden between turns.</source>
        <translation>Écran partagé : %1 personnes partagent cet écran ; les mains sont cachées entre les tours.</translation>
    </message>
</context>
<context>
    <name>inno::client::PromptBar</name>
    <message>
        <source>(answer in the panel over the table)</source>
        <translation>(répondez dans le panneau au-dessus de la table)</translation>
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
        <translation>Vitesse des animations :</translation>
    </message>
    <message>
        <source>Card size (your own area):</source>
        <translation>Taille des cartes (votre zone) :</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Confirmations :</translation>
    </message>
    <message>
        <source>The language changes the next time you start Innovation.</source>
        <translation>La langue change au prochain démarrage d’Innovation.</translation>
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
            <numerusform>Pioche de l’âge %1 : %n carte restante</numerusform>
            <numerusform>Pioche de l’âge %1 : %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement of age %1: needs %2 points and a top card of value %1 or more.</source>
        <translation>Accomplissement d’âge %1 : il faut %2 points et une carte du dessus de valeur %1 ou plus.</translation>
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
</context>
<context>
    <name>inno::net::DiscoveryResponder</name>
    <message>
        <source>Cannot listen for discovery on port %1: %2</source>
        <translation>Impossible d’écouter la découverte sur le port %1 : %2</translation>
    </message>
</context>
<context>
    <name>inno::net::LanServer</name>
    <message>
        <source>Cannot create the data folder %1.</source>
        <translation>Impossible de créer le dossier de données %1.</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Impossible d’écouter sur %1 port %2 : %3</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <translation>À l’écoute sur %1:%2</translation>
    </message>
    <message>
        <source>A message may be at most %1 bytes long; it was ignored.</source>
        <translation>Un message ne peut dépasser %1 octets ; il a été ignoré.</translation>
    </message>
    <message>
        <source>too many refused messages</source>
        <translation>trop de messages refusés</translation>
    </message>
    <message>
        <source>it reads too slowly</source>
        <translation>il lit trop lentement</translation>
    </message>
    <message>
        <source>Too many requests: slow down. This one was ignored.</source>
        <translation>Trop de requêtes : ralentissez. Celle-ci a été ignorée.</translation>
    </message>
    <message>
        <source>Sequence numbers must increase (the last one was %1).</source>
        <translation>Les numéros de séquence doivent croître (le dernier était %1).</translation>
    </message>
    <message>
        <source>Say hello first.</source>
        <translation>Commencez par « hello ».</translation>
    </message>
    <message>
        <source>The server could not handle that request.</source>
        <translation>Le serveur n’a pas pu traiter cette requête.</translation>
    </message>
    <message>
        <source>This server speaks protocol %1 and your program speaks %2: use the same version of Innovation.</source>
        <translation>Ce serveur parle le protocole %1 et votre programme le %2 : utilisez la même version d’Innovation.</translation>
    </message>
    <message>
        <source>silent for too long</source>
        <translation>silencieux trop longtemps</translation>
    </message>
    <message>
        <source>The table was closed: nobody was at it.</source>
        <translation>La table a été fermée : personne n’y était.</translation>
    </message>
    <message>
        <source>You joined this seat from another connection.</source>
        <translation>Vous avez rejoint cette place depuis une autre connexion.</translation>
    </message>
    <message>
        <source>This server already has %1 tables.</source>
        <translation>Ce serveur a déjà %1 tables.</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>%1 opened table %2 (&quot;%3&quot;).</source>
        <translation>%1 a ouvert la table %2 (« %3 »).</translation>
    </message>
    <message>
        <source>There is no such table (it may have ended).</source>
        <translation>Cette table n’existe pas (elle est peut-être terminée).</translation>
    </message>
    <message>
        <source>Wrong password for this table.</source>
        <translation>Mot de passe incorrect pour cette table.</translation>
    </message>
    <message>
        <source>This game has started: only its players can come back (or watch it as a spectator).</source>
        <translation>Cette partie a commencé : seuls ses joueurs peuvent revenir (ou la regarder en spectateur).</translation>
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
        <source>There is no such seat.</source>
        <translation>Cette place n’existe pas.</translation>
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
        <translation>%1 est à la table : un bot ne peut remplacer qu’une personne absente.</translation>
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
            <numerusform>%n place est encore libre : attendez des joueurs ou confiez-la à un bot.</numerusform>
            <numerusform>%n places sont encore libres : attendez des joueurs ou confiez-les à des bots.</numerusform>
        </translation>
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
        <source>Table %1 could not be restored: %2</source>
        <translation>La table %1 n’a pas pu être restaurée : %2</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n table(s) from %1.</source>
        <translation>
            <numerusform>%n table restaurée depuis %1.</numerusform>
            <numerusform>%n tables restaurées depuis %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host opened another table.</source>
        <translation>L’hôte a ouvert une autre table.</translation>
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
    <name>inno::net::TableHost</name>
    <message>
        <source>A game needs 2 to 4 players.</source>
        <translation>Une partie se joue à 2, 3 ou 4 joueurs.</translation>
    </message>
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
        <translation>Requête inconnue « %1 ».</translation>
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
        <translation>La partie ne peut pas continuer : %1</translation>
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
        <translation>Innovation de Carl Chudyk : jouez contre des bots ou entre amis.</translation>
    </message>
    <message>
        <source>Bots play in every seat; see --actions and --screenshot.</source>
        <translation>Des bots jouent à toutes les places ; voir --actions et --screenshot.</translation>
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
        <source>Players in the demo game, 2 to 4.</source>
        <translation>Joueurs de la partie de démonstration, 2 à 4.</translation>
    </message>
    <message>
        <source>Demo: seat 1 is a person (random until the screenshot, then a prompt waits).</source>
        <translation>Démonstration : la place 1 est une personne (au hasard jusqu’à la capture, puis une question attend).</translation>
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
        <translation>Ouvrir le catalogue des cartes (avec --screenshot : en faire une capture).</translation>
    </message>
    <message>
        <source>Catalogue: search text.</source>
        <translation>Catalogue : texte à rechercher.</translation>
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
        <translation>Vitesse des animations : off, fast, normal, slow.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de or fr.</source>
        <translation>Langue de l’interface pour ce lancement : en, de ou fr.</translation>
    </message>
    <message>
        <source>Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return...).</source>
        <translation>Démonstration avec --human : continuer jusqu’à ce qu’une question de ce type ou de ce but attende (cards, color, yesno, return…).</translation>
    </message>
    <message>
        <source>Demo: every bot plays at this level (random, easy, medium, hard, expert); by default a mix of the first three.</source>
        <translation>Démo : tous les bots jouent à ce niveau (random, easy, medium, hard, expert) ; par défaut un mélange des trois premiers.</translation>
    </message>
</context>
</TS>
