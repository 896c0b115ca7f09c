"""German and French translations of the cards' effect texts (Linguist context CardText) and rulings (CardRuling).

Keyed by the engine's English text (app/client/card_text_sources.cpp lists them; translations/update.sh remakes it
and fills the .ts files from this table through fill.py). Our own translations, faithful to the catalogue's English:
German with "du", French with "vous", the game terms of translations/GLOSSARY.md. Icon markers ([Castle] ...) and
every digit stay as in the English (test_card_texts checks it). French rows use a plain space before : ; ! ?
(fill.py makes it a no-break space).
"""

# English effect text: (German, French)
EFFECTS = {
    # Agriculture
    "You may return a card from your hand. If you do, draw and score a card of value one higher than the card you returned.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um eins höheren Wert als die zurückgelegte Karte und werte sie.",
         "Vous pouvez remettre une carte de votre main. Si vous le faites, piochez et marquez une carte d’une valeur supérieure d’un à celle de la carte remise."),
    # Archery
    "I demand you draw a 1, then transfer the highest card in your hand to my hand!":
        ("Ich fordere dich auf, eine 1 zu ziehen und dann die höchste Karte deiner Hand in meine Hand zu übertragen!",
         "J’exige que vous piochiez un 1, puis que vous transfériez la carte la plus haute de votre main dans ma main !"),
    # City States
    "I demand you transfer a top card with a [Castle] from your board to my board if you have at least four [Castle] icons on your board! If you do, draw a 1!":
        ("Ich fordere dich auf, eine oberste Karte mit [Castle]-Symbol aus deiner Auslage in meine Auslage zu übertragen, wenn du mindestens vier [Castle]-Symbole in deiner Auslage hast! Wenn du das tust, ziehe eine 1!",
         "J’exige que vous transfériez une carte du dessus avec un symbole [Castle] de votre plateau vers mon plateau si vous avez au moins quatre symboles [Castle] sur votre plateau ! Si vous le faites, piochez un 1 !"),
    # Clothing
    "Meld a card from your hand of different color from any card on your board.":
        ("Spiele eine Karte aus deiner Hand aus, deren Farbe sich von der aller Karten in deiner Auslage unterscheidet.",
         "Posez une carte de votre main d’une couleur différente de celle de toutes les cartes de votre plateau."),
    "Draw and score a 1 for each color present on your board not present on any other player's board.":
        ("Ziehe und werte eine 1 für jede Farbe in deiner Auslage, die in keiner Auslage eines anderen Spielers vorkommt.",
         "Piochez et marquez un 1 pour chaque couleur présente sur votre plateau et absente du plateau de tous les autres joueurs."),
    # Code of Laws
    "You may tuck a card from your hand of the same color as any card on your board. If you do, you may splay that color of your cards left.":
        ("Du darfst eine Karte aus deiner Hand unterlegen, die dieselbe Farbe wie eine Karte in deiner Auslage hat. Wenn du das tust, darfst du deine Karten dieser Farbe nach links auffächern.",
         "Vous pouvez glisser dessous une carte de votre main de la même couleur qu’une carte de votre plateau. Si vous le faites, vous pouvez décaler vos cartes de cette couleur à gauche."),
    # Domestication
    "Meld the lowest card in your hand. Draw a 1.":
        ("Spiele die niedrigste Karte deiner Hand aus. Ziehe eine 1.",
         "Posez la carte la plus basse de votre main. Piochez un 1."),
    # Masonry
    "You may meld any number of cards from your hand, each with a [Castle]. If you melded four or more cards, claim the Monument achievement.":
        ("Du darfst beliebig viele Karten aus deiner Hand ausspielen, jede mit [Castle]-Symbol. Wenn du vier oder mehr Karten ausgespielt hast, erringe den Erfolg Monument.",
         "Vous pouvez poser autant de cartes de votre main que vous le souhaitez, chacune avec un symbole [Castle]. Si vous avez posé quatre cartes ou plus, remportez l’accomplissement Monument."),
    # Metalworking
    "Draw and reveal a 1. If it has a [Castle], score it and repeat this dogma effect. Otherwise, keep it.":
        ("Ziehe eine 1 und decke sie auf. Hat sie ein [Castle]-Symbol, werte sie und wiederhole diesen Dogma-Effekt. Andernfalls behalte sie.",
         "Piochez et révélez un 1. S’il a un symbole [Castle], marquez-le et répétez cet effet Dogme. Sinon, gardez-le."),
    # Mysticism
    "Draw a 1. If it is the same color as any card on your board, meld it and draw a 1.":
        ("Ziehe eine 1. Hat sie dieselbe Farbe wie eine Karte in deiner Auslage, spiele sie aus und ziehe eine 1.",
         "Piochez un 1. S’il est de la même couleur qu’une carte de votre plateau, posez-le et piochez un 1."),
    # Oars
    "I demand you transfer a card with a [Crown] from your hand to my score pile! If you do, draw a 1.":
        ("Ich fordere dich auf, eine Karte mit [Crown]-Symbol aus deiner Hand auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 1.",
         "J’exige que vous transfériez une carte avec un symbole [Crown] de votre main vers ma pile de score ! Si vous le faites, piochez un 1."),
    "If no cards were transferred due to this demand, draw a 1.":
        ("Wurden durch diese Forderung keine Karten übertragen, ziehe eine 1.",
         "Si aucune carte n’a été transférée à cause de cette exigence, piochez un 1."),
    # Pottery
    "You may return up to three cards from your hand. If you returned any cards, draw and score a card of value equal to the number of cards you returned.":
        ("Du darfst bis zu drei Karten aus deiner Hand zurücklegen. Wenn du Karten zurückgelegt hast, ziehe eine Karte, deren Wert der Anzahl der zurückgelegten Karten entspricht, und werte sie.",
         "Vous pouvez remettre jusqu’à trois cartes de votre main. Si vous avez remis des cartes, piochez et marquez une carte de valeur égale au nombre de cartes remises."),
    "Draw a 1.":
        ("Ziehe eine 1.",
         "Piochez un 1."),
    # Sailing
    "Draw and meld a 1.":
        ("Ziehe eine 1 und spiele sie aus.",
         "Piochez et posez un 1."),
    # The Wheel
    "Draw two 1.":
        ("Ziehe zwei 1er.",
         "Piochez deux 1."),
    # Tools
    "You may return three cards from your hand. If you do, draw and meld a 3.":
        ("Du darfst drei Karten aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine 3 und spiele sie aus.",
         "Vous pouvez remettre trois cartes de votre main. Si vous le faites, piochez et posez un 3."),
    "You may return a 3 from your hand. If you do, draw three 1.":
        ("Du darfst eine 3 aus deiner Hand zurücklegen. Wenn du das tust, ziehe drei 1er.",
         "Vous pouvez remettre un 3 de votre main. Si vous le faites, piochez trois 1."),
    # Writing
    "Draw a 2.":
        ("Ziehe eine 2.",
         "Piochez un 2."),
    # Calendar
    "If you have more cards in your score pile than in your hand, draw two 3.":
        ("Wenn du mehr Karten in deinem Punktestapel als auf deiner Hand hast, ziehe zwei 3er.",
         "Si vous avez plus de cartes dans votre pile de score que dans votre main, piochez deux 3."),
    # Canal Building
    "You may exchange all the highest cards in your hand with all the highest cards in your score pile.":
        ("Du darfst alle höchsten Karten deiner Hand mit allen höchsten Karten deines Punktestapels tauschen.",
         "Vous pouvez échanger toutes les cartes les plus hautes de votre main avec toutes les cartes les plus hautes de votre pile de score."),
    # Construction
    "I demand you transfer two cards from your hand to my hand, then draw a 2!":
        ("Ich fordere dich auf, zwei Karten aus deiner Hand in meine Hand zu übertragen und dann eine 2 zu ziehen!",
         "J’exige que vous transfériez deux cartes de votre main dans ma main, puis que vous piochiez un 2 !"),
    "If you are the only player with five top cards, claim the Empire achievement.":
        ("Wenn du als einziger Spieler fünf oberste Karten hast, erringe den Erfolg Imperium.",
         "Si vous êtes le seul joueur à avoir cinq cartes du dessus, remportez l’accomplissement Empire."),
    # Currency
    "You may return any number of cards from your hand. If you do, draw and score a 2 for every different value of card you returned.":
        ("Du darfst beliebig viele Karten aus deiner Hand zurücklegen. Wenn du das tust, ziehe und werte eine 2 für jeden unterschiedlichen Wert unter den zurückgelegten Karten.",
         "Vous pouvez remettre autant de cartes de votre main que vous le souhaitez. Si vous le faites, piochez et marquez un 2 pour chaque valeur différente parmi les cartes remises."),
    # Fermenting
    "Draw a 2 for every two [Leaf] icons on your board.":
        ("Ziehe eine 2 für je zwei [Leaf]-Symbole in deiner Auslage.",
         "Piochez un 2 pour chaque paire de symboles [Leaf] sur votre plateau."),
    # Mapmaking
    "I demand you transfer a 1 from your score pile to my score pile.":
        ("Ich fordere dich auf, eine 1 aus deinem Punktestapel auf meinen Punktestapel zu übertragen.",
         "J’exige que vous transfériez un 1 de votre pile de score vers ma pile de score."),
    "If any card was transferred due to the demand, draw and score a 1.":
        ("Wurde durch die Forderung eine Karte übertragen, ziehe eine 1 und werte sie.",
         "Si une carte a été transférée à cause de l’exigence, piochez et marquez un 1."),
    # Mathematics
    "You may return a card from your hand. If you do, draw and meld a card of value one higher than the card you returned.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um eins höheren Wert als die zurückgelegte Karte und spiele sie aus.",
         "Vous pouvez remettre une carte de votre main. Si vous le faites, piochez et posez une carte d’une valeur supérieure d’un à celle de la carte remise."),
    # Monotheism
    "I demand you transfer a top card on your board of a different color from any card on my board to my score pile! If you do, draw and tuck a 1!":
        ("Ich fordere dich auf, eine oberste Karte deiner Auslage, deren Farbe sich von der aller Karten in meiner Auslage unterscheidet, auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 1 und lege sie unter!",
         "J’exige que vous transfériez vers ma pile de score une carte du dessus de votre plateau d’une couleur différente de celle de toutes les cartes de mon plateau ! Si vous le faites, piochez un 1 et glissez-le dessous !"),
    "Draw and tuck a 1.":
        ("Ziehe eine 1 und lege sie unter.",
         "Piochez un 1 et glissez-le dessous."),
    # Philosophy
    "You may splay left any one color of your cards.":
        ("Du darfst deine Karten einer beliebigen Farbe nach links auffächern.",
         "Vous pouvez décaler à gauche vos cartes d’une couleur de votre choix."),
    "You may score a card from your hand.":
        ("Du darfst eine Karte aus deiner Hand werten.",
         "Vous pouvez marquer une carte de votre main."),
    # Road Building
    "Meld one or two cards from your hand. If you melded two, you may transfer your top red card to another player's board. In exchange, transfer that player's top green card to your board.":
        ("Spiele eine oder zwei Karten aus deiner Hand aus. Wenn du zwei ausgespielt hast, darfst du deine oberste rote Karte in die Auslage eines anderen Spielers übertragen. Übertrage im Austausch dessen oberste grüne Karte in deine Auslage.",
         "Posez une ou deux cartes de votre main. Si vous en avez posé deux, vous pouvez transférer votre carte rouge du dessus sur le plateau d’un autre joueur. En échange, transférez la carte verte du dessus de ce joueur sur votre plateau."),
}

# English ruling: (German, French)
RULINGS = {
    # Archery
    "If the opponent has several cards tied for highest in hand, only one of them is transferred; the opponent picks which.":
        ("Hat der Gegner mehrere gleich hohe höchste Karten auf der Hand, wird nur eine davon übertragen; der Gegner wählt, welche.",
         "Si l’adversaire a en main plusieurs cartes à égalité pour la plus haute, une seule est transférée ; l’adversaire choisit laquelle."),
    # City States
    "An opponent is affected only if both hold: they have fewer [Crown] icons than you (the usual demand test) and they have at least four visible [Castle] icons on their board, splayed icons included.":
        ("Ein Gegner ist nur betroffen, wenn beides zutrifft: Er hat weniger [Crown]-Symbole als du (die übliche Prüfung einer Forderung), und er hat mindestens vier sichtbare [Castle]-Symbole in seiner Auslage, aufgefächerte Symbole eingeschlossen.",
         "Un adversaire n’est concerné que si les deux conditions sont remplies : il a moins de symboles [Crown] que vous (le test habituel d’une exigence) et il a au moins quatre symboles [Castle] visibles sur son plateau, symboles décalés compris."),
    # Clothing
    "For the second effect, a color counts only if it is missing from every other player's board; all other boards are checked, not one chosen player.":
        ("Für den zweiten Effekt zählt eine Farbe nur, wenn sie in der Auslage jedes anderen Spielers fehlt; geprüft werden alle anderen Auslagen, nicht die eines einzelnen gewählten Spielers.",
         "Pour le second effet, une couleur ne compte que si elle manque sur le plateau de chacun des autres joueurs ; tous les autres plateaux sont vérifiés, pas celui d’un seul joueur choisi."),
    "In a team game your partner's board is ignored when checking colors.":
        ("Im Teamspiel wird die Auslage deines Partners bei der Prüfung der Farben nicht beachtet.",
         "Dans une partie en équipes, le plateau de votre partenaire est ignoré pour la vérification des couleurs."),
    # Masonry
    "The four or more cards must all be melded during a single Masonry dogma action; melds from separate actions, even in the same turn, do not add up.":
        ("Die vier oder mehr Karten müssen alle in einer einzigen Dogma-Aktion von Masonry ausgespielt werden; Karten aus verschiedenen Aktionen zählen nicht zusammen, auch nicht im selben Zug.",
         "Les quatre cartes ou plus doivent toutes être posées au cours d’une seule action Dogme de Masonry ; les cartes posées lors d’actions distinctes, même dans le même tour, ne s’additionnent pas."),
    "A sharing opponent who meets the condition claims Monument before you.":
        ("Ein teilender Gegner, der die Bedingung erfüllt, erringt Monument vor dir.",
         "Un adversaire qui partage et remplit la condition remporte Monument avant vous."),
    # Metalworking
    "The effect repeats until a revealed card has no [Castle].":
        ("Der Effekt wiederholt sich, bis eine aufgedeckte Karte kein [Castle]-Symbol hat.",
         "L’effet se répète jusqu’à ce qu’une carte révélée n’ait aucun symbole [Castle]."),
    "The revealed card without a [Castle] stays in your hand.":
        ("Die aufgedeckte Karte ohne [Castle]-Symbol bleibt auf deiner Hand.",
         "La carte révélée sans symbole [Castle] reste dans votre main."),
    # Mysticism
    "The meld and second draw happen at most once; the second card drawn is not checked.":
        ("Das Ausspielen und das zweite Ziehen geschehen höchstens einmal; die zweite gezogene Karte wird nicht geprüft.",
         "La pose et la seconde pioche ont lieu au plus une fois ; la seconde carte piochée n’est pas vérifiée."),
    "The first drawn card is shown to everyone, since whether it matches a color on your board decides the mandatory meld.":
        ("Die erste gezogene Karte wird allen gezeigt, denn ob ihre Farbe in deiner Auslage vorkommt, entscheidet über das Pflicht-Ausspielen.",
         "La première carte piochée est montrée à tous, car c’est sa correspondance avec une couleur de votre plateau qui décide de la pose obligatoire."),
    "If the first drawn card matches no color on your board, it stays in your hand.":
        ("Passt die erste gezogene Karte zu keiner Farbe in deiner Auslage, bleibt sie auf deiner Hand.",
         "Si la première carte piochée ne correspond à aucune couleur de votre plateau, elle reste dans votre main."),
    # Oars
    "An opponent with no card bearing a [Crown] in hand must show their hand.":
        ("Ein Gegner ohne Karte mit [Crown]-Symbol auf der Hand muss seine Hand zeigen.",
         "Un adversaire sans carte portant un symbole [Crown] en main doit montrer sa main."),
    "The second effect is not a demand, so opponents with enough icons share it.":
        ("Der zweite Effekt ist keine Forderung, also teilen ihn Gegner mit genug Symbolen.",
         "Le second effet n’est pas une exigence, donc les adversaires ayant assez de symboles le partagent."),
    # Writing
    "You always draw a 2, whatever your highest top card is; a higher age is drawn only when the 2 pile is empty.":
        ("Du ziehst immer eine 2, egal wie hoch deine höchste oberste Karte ist; ein höheres Zeitalter wird nur gezogen, wenn der Stapel der 2 leer ist.",
         "Vous piochez toujours un 2, quelle que soit votre carte du dessus la plus haute ; un âge supérieur n’est pioché que si la pioche des 2 est vide."),
    # Canal Building
    "The two groups exchanged may differ in size, and either may be empty.":
        ("Die beiden getauschten Gruppen können verschieden groß sein, und jede von ihnen kann leer sein.",
         "Les deux groupes échangés peuvent être de tailles différentes, et chacun peut être vide."),
    # Construction
    "The opponent draws a 2 even if they transferred only one card or none.":
        ("Der Gegner zieht eine 2, auch wenn er nur eine oder gar keine Karte übertragen hat.",
         "L’adversaire pioche un 2 même s’il n’a transféré qu’une carte, ou aucune."),
    "A sharing opponent who meets the condition claims Empire before you.":
        ("Ein teilender Gegner, der die Bedingung erfüllt, erringt Imperium vor dir.",
         "Un adversaire qui partage et remplit la condition remporte Empire avant vous."),
    # Currency
    "Returning a single card is enough: you then draw and score one 2.":
        ("Eine einzige Karte zurückzulegen genügt: Du ziehst und wertest dann eine 2.",
         "Remettre une seule carte suffit : vous piochez et marquez alors un 2."),
    # Mapmaking
    "Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing.":
        ("Nur eine Karte des Zeitalters 1 kann genommen werden; ein Gegner ohne 1 in seinem Punktestapel überträgt nichts.",
         "Seule une carte d’âge 1 peut être prise ; un adversaire sans 1 dans sa pile de score ne transfère rien."),
    # Road Building
    "Melding just one card is allowed; nothing else happens then.":
        ("Nur eine Karte auszuspielen ist erlaubt; dann geschieht sonst nichts.",
         "Poser une seule carte est permis ; rien d’autre ne se passe alors."),
    "This is not a demand: it can be shared, and the player carrying out the effect, not the targeted player, picks the other player.":
        ("Dies ist keine Forderung: Der Effekt kann geteilt werden, und der Spieler, der ihn ausführt, nicht der betroffene Spieler, wählt den anderen Spieler.",
         "Ce n’est pas une exigence : l’effet peut être partagé, et c’est le joueur qui l’exécute, et non le joueur visé, qui choisit l’autre joueur."),
    "If the chosen player has no top green card, your top red card is still transferred to them.":
        ("Hat der gewählte Spieler keine oberste grüne Karte, wird deine oberste rote Karte trotzdem an ihn übertragen.",
         "Si le joueur choisi n’a pas de carte verte du dessus, votre carte rouge du dessus lui est quand même transférée."),
}
