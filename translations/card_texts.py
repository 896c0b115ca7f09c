"""German and French translations of the cards' effect texts (Linguist context CardText) and rulings (CardRuling).

Keyed by the engine's English text (app/client/text/card_text_sources.cpp lists them; translations/update.sh remakes it
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
    # Alchemy
    "Draw and reveal a 4 for every three [Castle] icons on your board. If any of the drawn cards are red, return the cards drawn and all cards in your hand. Otherwise, keep them.":
        ("Ziehe eine 4 für je drei [Castle]-Symbole in deiner Auslage und decke sie auf. Ist eine der gezogenen Karten rot, lege die gezogenen Karten und alle Karten deiner Hand zurück. Andernfalls behalte sie.",
         "Piochez et révélez un 4 pour chaque groupe de trois symboles [Castle] sur votre plateau. Si l’une des cartes piochées est rouge, remettez les cartes piochées et toutes les cartes de votre main. Sinon, gardez-les."),
    "Meld a card from your hand, then score a card from your hand.":
        ("Spiele eine Karte aus deiner Hand aus, dann werte eine Karte aus deiner Hand.",
         "Posez une carte de votre main, puis marquez une carte de votre main."),
    # Compass
    "I demand you transfer a top non-green card with a [Leaf] from your board to my board, and then transfer a top card without a [Leaf] from my board to your board.":
        ("Ich fordere dich auf, eine nicht grüne oberste Karte mit [Leaf]-Symbol aus deiner Auslage in meine Auslage zu übertragen und dann eine oberste Karte ohne [Leaf]-Symbol aus meiner Auslage in deine Auslage zu übertragen.",
         "J’exige que vous transfériez une carte du dessus non verte avec un symbole [Leaf] de votre plateau vers mon plateau, puis que vous transfériez une carte du dessus sans symbole [Leaf] de mon plateau vers votre plateau."),
    # Education
    "You may return the highest card from your score pile. If you do, draw a card of value two higher than the highest card remaining in your score pile.":
        ("Du darfst die höchste Karte aus deinem Punktestapel zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um zwei höheren Wert als die höchste in deinem Punktestapel verbliebene Karte.",
         "Vous pouvez remettre la carte la plus haute de votre pile de score. Si vous le faites, piochez une carte d’une valeur supérieure de deux à celle de la carte la plus haute restant dans votre pile de score."),
    # Engineering
    "I demand you transfer all top cards with a [Castle] from your board to my score pile!":
        ("Ich fordere dich auf, alle obersten Karten mit [Castle]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen!",
         "J’exige que vous transfériez toutes les cartes du dessus avec un symbole [Castle] de votre plateau vers ma pile de score !"),
    "You may splay your red cards left.":
        ("Du darfst deine roten Karten nach links auffächern.",
         "Vous pouvez décaler vos cartes rouges à gauche."),
    # Feudalism
    "I demand you transfer a card with a [Castle] from your hand to my hand!":
        ("Ich fordere dich auf, eine Karte mit [Castle]-Symbol aus deiner Hand in meine Hand zu übertragen!",
         "J’exige que vous transfériez une carte avec un symbole [Castle] de votre main dans ma main !"),
    "You may splay your yellow or purple cards left.":
        ("Du darfst deine gelben oder lila Karten nach links auffächern.",
         "Vous pouvez décaler vos cartes jaunes ou violettes à gauche."),
    # Machinery
    "I demand you exchange all cards in your hand with all the highest cards in my hand!":
        ("Ich fordere dich auf, alle Karten deiner Hand mit allen höchsten Karten meiner Hand zu tauschen!",
         "J’exige que vous échangiez toutes les cartes de votre main avec toutes les cartes les plus hautes de ma main !"),
    "Score a card from your hand with a [Castle]. You may splay your red cards left.":
        ("Werte eine Karte mit [Castle]-Symbol aus deiner Hand. Du darfst deine roten Karten nach links auffächern.",
         "Marquez une carte de votre main avec un symbole [Castle]. Vous pouvez décaler vos cartes rouges à gauche."),
    # Medicine
    "I demand you exchange the highest card in your score pile with the lowest card in my score pile!":
        ("Ich fordere dich auf, die höchste Karte deines Punktestapels mit der niedrigsten Karte meines Punktestapels zu tauschen!",
         "J’exige que vous échangiez la carte la plus haute de votre pile de score avec la carte la plus basse de ma pile de score !"),
    # Optics
    "Draw and meld a 3. If it has a [Crown], draw and score a 4. Otherwise, transfer a card from your score pile to the score pile of an opponent with fewer points than you.":
        ("Ziehe eine 3 und spiele sie aus. Hat sie ein [Crown]-Symbol, ziehe eine 4 und werte sie. Andernfalls übertrage eine Karte aus deinem Punktestapel auf den Punktestapel eines Gegners mit weniger Punkten als du.",
         "Piochez et posez un 3. S’il a un symbole [Crown], piochez et marquez un 4. Sinon, transférez une carte de votre pile de score vers la pile de score d’un adversaire ayant moins de points que vous."),
    # Paper
    "You may splay your green or blue cards left.":
        ("Du darfst deine grünen oder blauen Karten nach links auffächern.",
         "Vous pouvez décaler vos cartes vertes ou bleues à gauche."),
    "Draw a 4 for every color you have splayed left.":
        ("Ziehe eine 4 für jede Farbe, die du nach links aufgefächert hast.",
         "Piochez un 4 pour chaque couleur que vous avez décalée à gauche."),
    # Translation
    "You may meld all the cards in your score pile. If you meld one, you must meld them all.":
        ("Du darfst alle Karten deines Punktestapels ausspielen. Wenn du eine ausspielst, musst du alle ausspielen.",
         "Vous pouvez poser toutes les cartes de votre pile de score. Si vous en posez une, vous devez toutes les poser."),
    "If each top card on your board has a [Crown], claim the World achievement.":
        ("Wenn jede oberste Karte in deiner Auslage ein [Crown]-Symbol hat, erringe den Erfolg Welt.",
         "Si chaque carte du dessus de votre plateau a un symbole [Crown], remportez l’accomplissement Monde."),
    # Anatomy
    "I demand you return a card from your score pile! If you do, return a top card of equal value from your board!":
        ("Ich fordere dich auf, eine Karte aus deinem Punktestapel zurückzulegen! Wenn du das tust, lege eine oberste Karte mit gleichem Wert aus deiner Auslage zurück!",
         "J’exige que vous remettiez une carte de votre pile de score ! Si vous le faites, remettez une carte du dessus de même valeur de votre plateau !"),
    # Colonialism
    "Draw and tuck a 3. If it has a [Crown], repeat this dogma effect.":
        ("Ziehe eine 3 und lege sie unter. Hat sie ein [Crown]-Symbol, wiederhole diesen Dogma-Effekt.",
         "Piochez un 3 et glissez-le dessous. S’il a un symbole [Crown], répétez cet effet Dogme."),
    # Enterprise
    "I demand you transfer a top non-purple card with a [Crown] from your board to my board! If you do, draw and meld a 4!":
        ("Ich fordere dich auf, eine nicht lila oberste Karte mit [Crown]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 4 und spiele sie aus!",
         "J’exige que vous transfériez une carte du dessus non violette avec un symbole [Crown] de votre plateau vers mon plateau ! Si vous le faites, piochez et posez un 4 !"),
    "You may splay your green cards right.":
        ("Du darfst deine grünen Karten nach rechts auffächern.",
         "Vous pouvez décaler vos cartes vertes à droite."),
    # Experimentation
    "Draw and meld a 5.":
        ("Ziehe eine 5 und spiele sie aus.",
         "Piochez et posez un 5."),
    # Gunpowder
    "I demand you transfer a top card with a [Castle] from your board to my score pile!":
        ("Ich fordere dich auf, eine oberste Karte mit [Castle]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen!",
         "J’exige que vous transfériez une carte du dessus avec un symbole [Castle] de votre plateau vers ma pile de score !"),
    "If any card was transferred due to the demand, draw and score a 2.":
        ("Wurde durch die Forderung eine Karte übertragen, ziehe eine 2 und werte sie.",
         "Si une carte a été transférée à cause de l’exigence, piochez et marquez un 2."),
    # Invention
    "You may splay right any one color of your cards currently splayed left. If you do, draw and score a 4.":
        ("Du darfst deine Karten einer beliebigen Farbe, die derzeit nach links aufgefächert sind, nach rechts auffächern. Wenn du das tust, ziehe eine 4 und werte sie.",
         "Vous pouvez décaler à droite vos cartes d’une couleur de votre choix actuellement décalée à gauche. Si vous le faites, piochez et marquez un 4."),
    "If you have five colors splayed, each in any direction, claim the Wonder achievement.":
        ("Wenn du fünf aufgefächerte Farben hast, jede in beliebiger Richtung, erringe den Erfolg Wunder.",
         "Si vous avez cinq couleurs décalées, chacune dans n’importe quelle direction, remportez l’accomplissement Merveille."),
    # Navigation
    "I demand you transfer a 2 or 3 from your score pile to my score pile!":
        ("Ich fordere dich auf, eine 2 oder 3 aus deinem Punktestapel auf meinen Punktestapel zu übertragen!",
         "J’exige que vous transfériez un 2 ou un 3 de votre pile de score vers ma pile de score !"),
    # Perspective
    "You may return a card from your hand. If you do, score a card from your hand for every two [LIghtbulb] icons on your board.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, werte eine Karte aus deiner Hand für je zwei [LIghtbulb]-Symbole in deiner Auslage.",
         "Vous pouvez remettre une carte de votre main. Si vous le faites, marquez une carte de votre main pour chaque paire de symboles [LIghtbulb] sur votre plateau."),
    # Printing Press
    "You may return a card from your score pile. If you do, draw a card of value two higher than the top purple card on your board.":
        ("Du darfst eine Karte aus deinem Punktestapel zurücklegen. Wenn du das tust, ziehe eine Karte mit einem um zwei höheren Wert als die oberste lila Karte in deiner Auslage.",
         "Vous pouvez remettre une carte de votre pile de score. Si vous le faites, piochez une carte d’une valeur supérieure de deux à celle de votre carte violette du dessus."),
    "You may splay your blue cards right.":
        ("Du darfst deine blauen Karten nach rechts auffächern.",
         "Vous pouvez décaler vos cartes bleues à droite."),
    # Reformation
    "You may tuck a card from your hand for every two [Leaf] icons on your board.":
        ("Du darfst für je zwei [Leaf]-Symbole in deiner Auslage eine Karte aus deiner Hand unterlegen.",
         "Vous pouvez glisser dessous une carte de votre main pour chaque paire de symboles [Leaf] sur votre plateau."),
    "You may splay your yellow or purple cards right.":
        ("Du darfst deine gelben oder lila Karten nach rechts auffächern.",
         "Vous pouvez décaler vos cartes jaunes ou violettes à droite."),
    # Astronomy
    "Draw and reveal a 6. If the card is green or blue, meld it and repeat this dogma effect.":
        ("Ziehe eine 6 und decke sie auf. Ist die Karte grün oder blau, spiele sie aus und wiederhole diesen Dogma-Effekt.",
         "Piochez et révélez un 6. Si la carte est verte ou bleue, posez-la et répétez cet effet Dogme."),
    "If all non-purple top cards on your board are value 6 or higher, claim the Universe achievement.":
        ("Wenn alle nicht lila obersten Karten in deiner Auslage den Wert 6 oder höher haben, erringe den Erfolg Universum.",
         "Si toutes les cartes du dessus non violettes de votre plateau sont de valeur 6 ou plus, remportez l’accomplissement Univers."),
    # Banking
    "I demand you transfer a top non-green card with a [Factory] from your board to my board! If you do, draw and score a 5.":
        ("Ich fordere dich auf, eine nicht grüne oberste Karte mit [Factory]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 5 und werte sie.",
         "J’exige que vous transfériez une carte du dessus non verte avec un symbole [Factory] de votre plateau vers mon plateau ! Si vous le faites, piochez et marquez un 5."),
    # Chemistry
    "Draw and score a card of value one higher than the highest top card on your board and then return a card from your score pile.":
        ("Ziehe eine Karte mit einem um eins höheren Wert als die höchste oberste Karte in deiner Auslage und werte sie, dann lege eine Karte aus deinem Punktestapel zurück.",
         "Piochez et marquez une carte d’une valeur supérieure d’un à celle de la carte du dessus la plus haute de votre plateau, puis remettez une carte de votre pile de score."),
    # Coal
    "Draw and tuck a 5.":
        ("Ziehe eine 5 und lege sie unter.",
         "Piochez un 5 et glissez-le dessous."),
    "You may splay your red cards right.":
        ("Du darfst deine roten Karten nach rechts auffächern.",
         "Vous pouvez décaler vos cartes rouges à droite."),
    "You may score any one of your top cards. If you do, also score the card beneath it.":
        ("Du darfst eine beliebige deiner obersten Karten werten. Wenn du das tust, werte auch die Karte darunter.",
         "Vous pouvez marquer l’une de vos cartes du dessus, au choix. Si vous le faites, marquez aussi la carte située dessous."),
    # Measurement
    "You may return a card from your hand. If you do, splay any one color of your cards right, and draw a card of value equal to the number of cards of that color on your board.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, fächere deine Karten einer beliebigen Farbe nach rechts auf und ziehe eine Karte, deren Wert der Anzahl der Karten dieser Farbe in deiner Auslage entspricht.",
         "Vous pouvez remettre une carte de votre main. Si vous le faites, décalez à droite vos cartes d’une couleur de votre choix, et piochez une carte de valeur égale au nombre de cartes de cette couleur sur votre plateau."),
    # Physics
    "Draw three 6 and reveal them. If two or more of the drawn cards are of the same color, return the drawn cards and all the cards in your hand. Otherwise, keep them.":
        ("Ziehe drei 6er und decke sie auf. Haben zwei oder mehr der gezogenen Karten dieselbe Farbe, lege die gezogenen Karten und alle Karten deiner Hand zurück. Andernfalls behalte sie.",
         "Piochez trois 6 et révélez-les. Si deux cartes piochées ou plus sont de la même couleur, remettez les cartes piochées et toutes les cartes de votre main. Sinon, gardez-les."),
    # Societies
    "I demand you transfer a top non-purple card with a [Lightbulb] from your board to my board! If you do, draw a 5!":
        ("Ich fordere dich auf, eine nicht lila oberste Karte mit [Lightbulb]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, ziehe eine 5!",
         "J’exige que vous transfériez une carte du dessus non violette avec un symbole [Lightbulb] de votre plateau vers mon plateau ! Si vous le faites, piochez un 5 !"),
    # Statistics
    "I demand you draw the highest card in your score pile! If you do, and have only one card in your hand afterwards, repeat this demand!":
        ("Ich fordere dich auf, die höchste Karte deines Punktestapels zu ziehen! Wenn du das tust und danach nur eine Karte auf der Hand hast, wiederhole diese Forderung!",
         "J’exige que vous piochiez la carte la plus haute de votre pile de score ! Si vous le faites et n’avez ensuite qu’une seule carte en main, répétez cette exigence !"),
    "You may splay your yellow cards right.":
        ("Du darfst deine gelben Karten nach rechts auffächern.",
         "Vous pouvez décaler vos cartes jaunes à droite."),
    # Steam Engine
    "Draw and tuck two 4, then score your bottom yellow card.":
        ("Ziehe zwei 4er und lege sie unter, dann werte deine unterste gelbe Karte.",
         "Piochez deux 4 et glissez-les dessous, puis marquez votre carte jaune du dessous."),
    # The Pirate Code
    "I demand you transfer two cards of value 4 or less from your score pile to my score pile!":
        ("Ich fordere dich auf, zwei Karten mit dem Wert 4 oder weniger aus deinem Punktestapel auf meinen Punktestapel zu übertragen!",
         "J’exige que vous transfériez deux cartes de valeur 4 ou moins de votre pile de score vers ma pile de score !"),
    "If any card was transferred due to the demand, score the lowest top card with a [Crown] from your board.":
        ("Wurde durch die Forderung eine Karte übertragen, werte die niedrigste oberste Karte mit [Crown]-Symbol aus deiner Auslage.",
         "Si une carte a été transférée à cause de l’exigence, marquez la carte du dessus la plus basse avec un symbole [Crown] de votre plateau."),
    # Atomic Theory
    "Draw and meld a 7.":
        ("Ziehe eine 7 und spiele sie aus.",
         "Piochez et posez un 7."),
    # Canning
    "You may draw and tuck a 6. If you do, score all your top cards without a [Factory].":
        ("Du darfst eine 6 ziehen und unterlegen. Wenn du das tust, werte alle deine obersten Karten ohne [Factory]-Symbol.",
         "Vous pouvez piocher un 6 et le glisser dessous. Si vous le faites, marquez toutes vos cartes du dessus sans symbole [Factory]."),
    # Classification
    "Reveal the color of a card from your hand. Take into your hand all cards of that color from all other player's hands. Then, meld all cards of that color from your hand.":
        ("Decke die Farbe einer Karte aus deiner Hand auf. Nimm alle Karten dieser Farbe aus den Händen aller anderen Spieler auf deine Hand. Spiele dann alle Karten dieser Farbe aus deiner Hand aus.",
         "Révélez la couleur d’une carte de votre main. Prenez dans votre main toutes les cartes de cette couleur des mains de tous les autres joueurs. Ensuite, posez toutes les cartes de cette couleur de votre main."),
    # Democracy
    "You may return any number of cards from your hand. If you have returned more cards than any other player due to Democracy this phase, draw and score an 8.":
        ("Du darfst beliebig viele Karten aus deiner Hand zurücklegen. Wenn du in dieser Phase durch Democracy mehr Karten zurückgelegt hast als jeder andere Spieler, ziehe eine 8 und werte sie.",
         "Vous pouvez remettre autant de cartes de votre main que vous le souhaitez. Si vous avez remis plus de cartes que tout autre joueur grâce à Democracy pendant cette phase, piochez et marquez un 8."),
    # Emancipation
    "I demand you transfer a card from your hand to my score pile! If you do, draw a 6!":
        ("Ich fordere dich auf, eine Karte aus deiner Hand auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 6!",
         "J’exige que vous transfériez une carte de votre main vers ma pile de score ! Si vous le faites, piochez un 6 !"),
    "You may splay your red or purple cards right.":
        ("Du darfst deine roten oder lila Karten nach rechts auffächern.",
         "Vous pouvez décaler vos cartes rouges ou violettes à droite."),
    # Encyclopedia
    "You may meld all the highest cards in your score pile. If you meld one of the highest, you must meld all of the highest.":
        ("Du darfst alle höchsten Karten deines Punktestapels ausspielen. Wenn du eine der höchsten ausspielst, musst du alle höchsten ausspielen.",
         "Vous pouvez poser toutes les cartes les plus hautes de votre pile de score. Si vous posez l’une des plus hautes, vous devez poser toutes les plus hautes."),
    # Industrialization
    "Draw and tuck a 6 for every two [Factory] icons on your board.":
        ("Ziehe eine 6 für je zwei [Factory]-Symbole in deiner Auslage und lege sie unter.",
         "Piochez un 6 et glissez-le dessous pour chaque paire de symboles [Factory] sur votre plateau."),
    # Machine Tools
    "Draw and score a card of value equal to the highest card in your score pile.":
        ("Ziehe eine Karte mit dem Wert der höchsten Karte in deinem Punktestapel und werte sie.",
         "Piochez et marquez une carte de valeur égale à celle de la carte la plus haute de votre pile de score."),
    # Metric System
    "If your green cards are splayed right, you may splay any color of your cards right.":
        ("Wenn deine grünen Karten nach rechts aufgefächert sind, darfst du deine Karten einer beliebigen Farbe nach rechts auffächern.",
         "Si vos cartes vertes sont décalées à droite, vous pouvez décaler à droite vos cartes d’une couleur de votre choix."),
    # Vaccination
    "I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a 6!":
        ("Ich fordere dich auf, alle niedrigsten Karten deines Punktestapels zurückzulegen! Wenn du welche zurückgelegt hast, ziehe eine 6 und spiele sie aus!",
         "J’exige que vous remettiez toutes les cartes les plus basses de votre pile de score ! Si vous en avez remis, piochez et posez un 6 !"),
    "If any card was returned as a result of the demand, draw and meld a 7.":
        ("Wurde infolge der Forderung eine Karte zurückgelegt, ziehe eine 7 und spiele sie aus.",
         "Si une carte a été remise à la suite de l’exigence, piochez et posez un 7."),
    # Bicycle
    "You may exchange all the cards in your hand with all the cards in your score pile. If you exchange one, you must exchange them all.":
        ("Du darfst alle Karten deiner Hand mit allen Karten deines Punktestapels tauschen. Wenn du eine tauschst, musst du alle tauschen.",
         "Vous pouvez échanger toutes les cartes de votre main avec toutes les cartes de votre pile de score. Si vous en échangez une, vous devez toutes les échanger."),
    # Combustion
    "I demand you transfer two cards from your score pile to my score pile!":
        ("Ich fordere dich auf, zwei Karten aus deinem Punktestapel auf meinen Punktestapel zu übertragen!",
         "J’exige que vous transfériez deux cartes de votre pile de score vers ma pile de score !"),
    # Electricity
    "Return all your top cards without a [Factory], then draw an 8 for each card you returned.":
        ("Lege alle deine obersten Karten ohne [Factory]-Symbol zurück, dann ziehe eine 8 für jede zurückgelegte Karte.",
         "Remettez toutes vos cartes du dessus sans symbole [Factory], puis piochez un 8 pour chaque carte remise."),
    # Evolution
    "You may choose to either draw and score an 8 and then return a card from your score pile, or draw a card of value one higher than the highest card in your score pile.":
        ("Du darfst wählen: entweder eine 8 ziehen und werten und dann eine Karte aus deinem Punktestapel zurücklegen, oder eine Karte mit einem um eins höheren Wert als die höchste Karte in deinem Punktestapel ziehen.",
         "Vous pouvez choisir soit de piocher et marquer un 8 puis de remettre une carte de votre pile de score, soit de piocher une carte d’une valeur supérieure d’un à celle de la carte la plus haute de votre pile de score."),
    # Explosives
    "I demand you transfer your three highest cards from your hand to my hand! If you do, and then have no cards in hand, draw a 7!":
        ("Ich fordere dich auf, deine drei höchsten Karten aus deiner Hand in meine Hand zu übertragen! Wenn du das tust und danach keine Karten auf der Hand hast, ziehe eine 7!",
         "J’exige que vous transfériez vos trois cartes les plus hautes de votre main dans ma main ! Si vous le faites et n’avez ensuite plus de cartes en main, piochez un 7 !"),
    # Lighting
    "You may tuck up to three cards from your hand. If you do, draw and score a 7 for every different value of card you tucked.":
        ("Du darfst bis zu drei Karten aus deiner Hand unterlegen. Wenn du das tust, ziehe und werte eine 7 für jeden unterschiedlichen Wert unter den untergelegten Karten.",
         "Vous pouvez glisser dessous jusqu’à trois cartes de votre main. Si vous le faites, piochez et marquez un 7 pour chaque valeur différente parmi les cartes glissées dessous."),
    # Publications
    "You may rearrange the order of one color of cards on your board.":
        ("Du darfst die Reihenfolge der Karten einer Farbe in deiner Auslage neu ordnen.",
         "Vous pouvez réorganiser l’ordre des cartes d’une couleur de votre plateau."),
    "You may splay your yellow or blue cards up.":
        ("Du darfst deine gelben oder blauen Karten nach oben auffächern.",
         "Vous pouvez décaler vos cartes jaunes ou bleues vers le haut."),
    # Railroad
    "Return all cards from your hand, then draw three 6.":
        ("Lege alle Karten aus deiner Hand zurück, dann ziehe drei 6er.",
         "Remettez toutes les cartes de votre main, puis piochez trois 6."),
    "You may splay up any one color of your cards currently splayed right.":
        ("Du darfst deine Karten einer beliebigen Farbe, die derzeit nach rechts aufgefächert sind, nach oben auffächern.",
         "Vous pouvez décaler vers le haut vos cartes d’une couleur de votre choix actuellement décalée à droite."),
    # Refrigeration
    "I demand you return half (rounded down) of the cards in your hand!":
        ("Ich fordere dich auf, die Hälfte (abgerundet) der Karten deiner Hand zurückzulegen!",
         "J’exige que vous remettiez la moitié (arrondie à l’inférieur) des cartes de votre main !"),
    # Sanitation
    "I demand you exchange the two highest cards in your hand with the lowest card in my hand!":
        ("Ich fordere dich auf, die zwei höchsten Karten deiner Hand mit der niedrigsten Karte meiner Hand zu tauschen!",
         "J’exige que vous échangiez les deux cartes les plus hautes de votre main avec la carte la plus basse de ma main !"),
    # Antibiotics
    "You may return up to three cards from your hand. For every different value of card that you returned, draw two 8.":
        ("Du darfst bis zu drei Karten aus deiner Hand zurücklegen. Ziehe für jeden unterschiedlichen Wert unter den zurückgelegten Karten zwei 8er.",
         "Vous pouvez remettre jusqu’à trois cartes de votre main. Pour chaque valeur différente parmi les cartes remises, piochez deux 8."),
    # Corporations
    "I demand you transfer a top non-green card with a [Factory] from your board to my score pile! If you do, draw and meld an 8.":
        ("Ich fordere dich auf, eine nicht grüne oberste Karte mit [Factory]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen! Wenn du das tust, ziehe eine 8 und spiele sie aus.",
         "J’exige que vous transfériez une carte du dessus non verte avec un symbole [Factory] de votre plateau vers ma pile de score ! Si vous le faites, piochez et posez un 8."),
    "Draw and meld an 8.":
        ("Ziehe eine 8 und spiele sie aus.",
         "Piochez et posez un 8."),
    # Empiricism
    "Choose two colors, then draw and reveal a 9. If it is either of the colors you chose, meld it and you may splay your cards of that color up.":
        ("Wähle zwei Farben, dann ziehe eine 9 und decke sie auf. Hat sie eine der gewählten Farben, spiele sie aus, und du darfst deine Karten dieser Farbe nach oben auffächern.",
         "Choisissez deux couleurs, puis piochez et révélez un 9. S’il est de l’une des couleurs choisies, posez-le ; vous pouvez alors décaler vos cartes de cette couleur vers le haut."),
    "If you have twenty or more [Lightbulb] icons on your board, you win.":
        ("Wenn du zwanzig oder mehr [Lightbulb]-Symbole in deiner Auslage hast, gewinnst du.",
         "Si vous avez vingt symboles [Lightbulb] ou plus sur votre plateau, vous gagnez."),
    # Flight
    "If your red cards are splayed up, you may splay any one color of your cards up.":
        ("Wenn deine roten Karten nach oben aufgefächert sind, darfst du deine Karten einer beliebigen Farbe nach oben auffächern.",
         "Si vos cartes rouges sont décalées vers le haut, vous pouvez décaler vers le haut vos cartes d’une couleur de votre choix."),
    "You may splay your red cards up.":
        ("Du darfst deine roten Karten nach oben auffächern.",
         "Vous pouvez décaler vos cartes rouges vers le haut."),
    # Mass Media
    "You may return a card from your hand. If you do, choose a value, and return all cards of that value from all score piles.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, wähle einen Wert und lege alle Karten dieses Werts aus allen Punktestapeln zurück.",
         "Vous pouvez remettre une carte de votre main. Si vous le faites, choisissez une valeur, et remettez toutes les cartes de cette valeur de toutes les piles de score."),
    "You may splay your purple cards up.":
        ("Du darfst deine lila Karten nach oben auffächern.",
         "Vous pouvez décaler vos cartes violettes vers le haut."),
    # Mobility
    "I demand you transfer your two highest non-red cards without a [Factory] from your board to my score pile! If you transferred any cards, draw an 8!":
        ("Ich fordere dich auf, deine zwei höchsten nicht roten Karten ohne [Factory]-Symbol aus deiner Auslage auf meinen Punktestapel zu übertragen! Wenn du Karten übertragen hast, ziehe eine 8!",
         "J’exige que vous transfériez vos deux cartes non rouges les plus hautes sans symbole [Factory] de votre plateau vers ma pile de score ! Si vous avez transféré des cartes, piochez un 8 !"),
    # Quantum Theory
    "You may return up to two cards from your hand. If you return two, draw a 10 and then draw and score a 10.":
        ("Du darfst bis zu zwei Karten aus deiner Hand zurücklegen. Wenn du zwei zurücklegst, ziehe eine 10 und dann ziehe und werte eine 10.",
         "Vous pouvez remettre jusqu’à deux cartes de votre main. Si vous en remettez deux, piochez un 10, puis piochez et marquez un 10."),
    # Rocketry
    "Return a card in any other player's score pile for every two [Clock] icons on your board.":
        ("Lege für je zwei [Clock]-Symbole in deiner Auslage eine Karte aus dem Punktestapel eines beliebigen anderen Spielers zurück.",
         "Remettez une carte de la pile de score de n’importe quel autre joueur pour chaque paire de symboles [Clock] sur votre plateau."),
    # Skyscrapers
    "I demand you transfer a top non-yellow card with a [Clock] from your board to my board! If you do, score the card beneath it, and return all other cards from that pile!":
        ("Ich fordere dich auf, eine nicht gelbe oberste Karte mit [Clock]-Symbol aus deiner Auslage in meine Auslage zu übertragen! Wenn du das tust, werte die Karte darunter und lege alle anderen Karten dieses Stapels zurück!",
         "J’exige que vous transfériez une carte du dessus non jaune avec un symbole [Clock] de votre plateau vers mon plateau ! Si vous le faites, marquez la carte située dessous, et remettez toutes les autres cartes de cette pile !"),
    # Socialism
    "You may tuck all cards from your hand. If you tuck one, you must tuck them all. If you tucked at least one purple card, take all the lowest cards in each other player's hand into your hand.":
        ("Du darfst alle Karten aus deiner Hand unterlegen. Wenn du eine unterlegst, musst du alle unterlegen. Wenn du mindestens eine lila Karte untergelegt hast, nimm alle niedrigsten Karten aus der Hand jedes anderen Spielers auf deine Hand.",
         "Vous pouvez glisser dessous toutes les cartes de votre main. Si vous en glissez une dessous, vous devez toutes les glisser dessous. Si vous avez glissé dessous au moins une carte violette, prenez dans votre main toutes les cartes les plus basses de la main de chaque autre joueur."),
    # Collaboration
    "I demand you draw two 9 and reveal them. Transfer the card of my choice to my board, and meld the other.":
        ("Ich fordere dich auf, zwei 9er zu ziehen und aufzudecken. Übertrage die Karte meiner Wahl in meine Auslage und spiele die andere aus.",
         "J’exige que vous piochiez deux 9 et que vous les révéliez. Transférez la carte de mon choix sur mon plateau, et posez l’autre."),
    "If you have ten or more green cards on your board, you win.":
        ("Wenn du zehn oder mehr grüne Karten in deiner Auslage hast, gewinnst du.",
         "Si vous avez dix cartes vertes ou plus sur votre plateau, vous gagnez."),
    # Composites
    "I demand you transfer all but one card from your hand to my hand! Also, transfer the highest card from your score pile to my score pile!":
        ("Ich fordere dich auf, alle Karten bis auf eine aus deiner Hand in meine Hand zu übertragen! Übertrage außerdem die höchste Karte aus deinem Punktestapel auf meinen Punktestapel!",
         "J’exige que vous transfériez toutes les cartes de votre main sauf une dans ma main ! Transférez aussi la carte la plus haute de votre pile de score vers ma pile de score !"),
    # Computers
    "You may splay your red cards or your green cards up.":
        ("Du darfst deine roten Karten oder deine grünen Karten nach oben auffächern.",
         "Vous pouvez décaler vos cartes rouges ou vos cartes vertes vers le haut."),
    "Draw and meld a 10, then execute its non-demand dogma effects for yourself only.":
        ("Ziehe eine 10 und spiele sie aus, dann führe ihre Dogma-Effekte, die keine Forderungen sind, nur für dich selbst aus.",
         "Piochez et posez un 10, puis exécutez pour vous seul ses effets Dogme qui ne sont pas des exigences."),
    # Ecology
    "You may return a card from your hand. If you do, score a card from your hand and draw two 10.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du das tust, werte eine Karte aus deiner Hand und ziehe zwei 10er.",
         "Vous pouvez remettre une carte de votre main. Si vous le faites, marquez une carte de votre main et piochez deux 10."),
    # Fission
    "I demand you draw a 10! If it is red, remove all hands, boards, and score piles from the game! If this occurs, the dogma action is complete.":
        ("Ich fordere dich auf, eine 10 zu ziehen! Ist sie rot, entferne alle Hände, Auslagen und Punktestapel aus dem Spiel! Geschieht das, ist die Dogma-Aktion beendet.",
         "J’exige que vous piochiez un 10 ! S’il est rouge, retirez du jeu toutes les mains, tous les plateaux et toutes les piles de score ! Si cela se produit, l’action Dogme est terminée."),
    "Return a top card other than Fission from any player's board.":
        ("Lege eine oberste Karte außer Fission aus der Auslage eines beliebigen Spielers zurück.",
         "Remettez une carte du dessus autre que Fission du plateau de n’importe quel joueur."),
    # Genetics
    "Draw and meld a 10. Score all cards beneath it.":
        ("Ziehe eine 10 und spiele sie aus. Werte alle Karten darunter.",
         "Piochez et posez un 10. Marquez toutes les cartes situées dessous."),
    # Satellites
    "Return all cards from your hand, and draw three 8.":
        ("Lege alle Karten aus deiner Hand zurück und ziehe drei 8er.",
         "Remettez toutes les cartes de votre main, et piochez trois 8."),
    "Meld a card from your hand and then execute each of its non-demand dogma effects for yourself only.":
        ("Spiele eine Karte aus deiner Hand aus und führe dann jeden ihrer Dogma-Effekte, die keine Forderungen sind, nur für dich selbst aus.",
         "Posez une carte de votre main, puis exécutez pour vous seul chacun de ses effets Dogme qui ne sont pas des exigences."),
    # Services
    "I demand you transfer all the highest cards from your score pile to my hand! If you transferred any cards, then transfer a top card from my board without a [Leaf] to your hand!":
        ("Ich fordere dich auf, alle höchsten Karten aus deinem Punktestapel in meine Hand zu übertragen! Wenn du Karten übertragen hast, übertrage dann eine oberste Karte ohne [Leaf]-Symbol aus meiner Auslage in deine Hand!",
         "J’exige que vous transfériez toutes les cartes les plus hautes de votre pile de score dans ma main ! Si vous avez transféré des cartes, transférez ensuite une carte du dessus sans symbole [Leaf] de mon plateau dans votre main !"),
    # Specialization
    "Reveal a card from your hand. Take into your hand the top card of that color from all other players' boards.":
        ("Decke eine Karte aus deiner Hand auf. Nimm die oberste Karte dieser Farbe aus den Auslagen aller anderen Spieler auf deine Hand.",
         "Révélez une carte de votre main. Prenez dans votre main la carte du dessus de cette couleur des plateaux de tous les autres joueurs."),
    # Suburbia
    "You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked.":
        ("Du darfst beliebig viele Karten aus deiner Hand unterlegen. Ziehe und werte eine 1 für jede untergelegte Karte.",
         "Vous pouvez glisser dessous autant de cartes de votre main que vous le souhaitez. Piochez et marquez un 1 pour chaque carte glissée dessous."),
    # A.I.
    "Draw and score a 10.":
        ("Ziehe eine 10 und werte sie.",
         "Piochez et marquez un 10."),
    "If Robotics and Software are top cards on any board, the single player with the lowest score wins.":
        ("Wenn Robotics und Software oberste Karten in irgendeiner Auslage sind, gewinnt der einzelne Spieler mit der niedrigsten Punktzahl.",
         "Si Robotics et Software sont des cartes du dessus sur n’importe quel plateau, le joueur qui a seul le score le plus bas gagne."),
    # Bioengineering
    "Transfer a top card with a [Leaf] from any other player's board to your score pile.":
        ("Übertrage eine oberste Karte mit [Leaf]-Symbol aus der Auslage eines beliebigen anderen Spielers auf deinen Punktestapel.",
         "Transférez une carte du dessus avec un symbole [Leaf] du plateau de n’importe quel autre joueur vers votre pile de score."),
    "If any player has fewer than three [Leaf] icons on their board, the single player with the most [Leaf] icons on their board wins.":
        ("Wenn ein Spieler weniger als drei [Leaf]-Symbole in seiner Auslage hat, gewinnt der einzelne Spieler mit den meisten [Leaf]-Symbolen in seiner Auslage.",
         "Si un joueur a moins de trois symboles [Leaf] sur son plateau, le joueur qui a seul le plus de symboles [Leaf] sur son plateau gagne."),
    # Databases
    "I demand you return half (rounded up) of the cards in your score pile!":
        ("Ich fordere dich auf, die Hälfte (aufgerundet) der Karten deines Punktestapels zurückzulegen!",
         "J’exige que vous remettiez la moitié (arrondie au supérieur) des cartes de votre pile de score !"),
    # Globalization
    "I demand you return a top card with a [Leaf] on your board!":
        ("Ich fordere dich auf, eine oberste Karte mit [Leaf]-Symbol aus deiner Auslage zurückzulegen!",
         "J’exige que vous remettiez une carte du dessus avec un symbole [Leaf] de votre plateau !"),
    "Draw and score a 6. If no player has more [Leaf] icons than [Factory] icons on their board, the single player with the most points wins.":
        ("Ziehe eine 6 und werte sie. Wenn kein Spieler mehr [Leaf]-Symbole als [Factory]-Symbole in seiner Auslage hat, gewinnt der einzelne Spieler mit den meisten Punkten.",
         "Piochez et marquez un 6. Si aucun joueur n’a plus de symboles [Leaf] que de symboles [Factory] sur son plateau, le joueur qui a seul le plus de points gagne."),
    # Miniaturization
    "You may return a card from your hand. If you returned a 10, draw a 10 for every different value of card in your score pile.":
        ("Du darfst eine Karte aus deiner Hand zurücklegen. Wenn du eine 10 zurückgelegt hast, ziehe eine 10 für jeden unterschiedlichen Kartenwert in deinem Punktestapel.",
         "Vous pouvez remettre une carte de votre main. Si vous avez remis un 10, piochez un 10 pour chaque valeur de carte différente dans votre pile de score."),
    # Robotics
    "Score your top green card. Draw and meld a 10, then execute its non-demand dogma effects for yourself only.":
        ("Werte deine oberste grüne Karte. Ziehe eine 10 und spiele sie aus, dann führe ihre Dogma-Effekte, die keine Forderungen sind, nur für dich selbst aus.",
         "Marquez votre carte verte du dessus. Piochez et posez un 10, puis exécutez pour vous seul ses effets Dogme qui ne sont pas des exigences."),
    # Self Service
    "Execute the non-demand dogma effects of any other top card on your board for yourself only.":
        ("Führe die Dogma-Effekte, die keine Forderungen sind, einer beliebigen anderen obersten Karte in deiner Auslage nur für dich selbst aus.",
         "Exécutez pour vous seul les effets Dogme qui ne sont pas des exigences d’une autre carte du dessus de votre plateau, au choix."),
    "If you have more achievements than each other player, you win.":
        ("Wenn du mehr Erfolge hast als jeder andere Spieler, gewinnst du.",
         "Si vous avez plus d’accomplissements que chacun des autres joueurs, vous gagnez."),
    # Software
    "Draw and meld two 10, then execute the second card's non-demand dogma effects for yourself only.":
        ("Ziehe zwei 10er und spiele sie aus, dann führe die Dogma-Effekte der zweiten Karte, die keine Forderungen sind, nur für dich selbst aus.",
         "Piochez et posez deux 10, puis exécutez pour vous seul les effets Dogme de la seconde carte qui ne sont pas des exigences."),
    # Stem Cells
    "You may score all cards from your hand. If you score one, you must score them all.":
        ("Du darfst alle Karten aus deiner Hand werten. Wenn du eine wertest, musst du alle werten.",
         "Vous pouvez marquer toutes les cartes de votre main. Si vous en marquez une, vous devez toutes les marquer."),
    # The Internet
    "You may splay your green cards up.":
        ("Du darfst deine grünen Karten nach oben auffächern.",
         "Vous pouvez décaler vos cartes vertes vers le haut."),
    "Draw and meld a 10 for every two [Clock] icons on your board.":
        ("Ziehe für je zwei [Clock]-Symbole in deiner Auslage eine 10 und spiele sie aus.",
         "Piochez et posez un 10 pour chaque paire de symboles [Clock] sur votre plateau."),
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
    # Compass
    "The demanded player chooses both cards.":
        ("Der von der Forderung betroffene Spieler wählt beide Karten.",
         "Le joueur visé par l’exigence choisit les deux cartes."),
    "When several opponents are affected, each one's exchange is finished before the next one's begins.":
        ("Sind mehrere Gegner betroffen, wird der Tausch jedes Gegners abgeschlossen, bevor der des nächsten beginnt.",
         "Quand plusieurs adversaires sont concernés, l’échange de chacun est terminé avant que celui du suivant ne commence."),
    "The two transfers are independent: if one of them has no eligible card, the other still happens.":
        ("Die beiden Übertragungen sind unabhängig: Gibt es für eine von ihnen keine passende Karte, findet die andere trotzdem statt.",
         "Les deux transferts sont indépendants : si l’un d’eux n’a aucune carte admissible, l’autre a quand même lieu."),
    # Education
    "If the returned card leaves your score pile empty, the highest remaining value counts as 0, so you draw a 2.":
        ("Ist dein Punktestapel nach dem Zurücklegen leer, zählt der höchste verbliebene Wert als 0, also ziehst du eine 2.",
         "Si la carte remise laisse votre pile de score vide, la plus haute valeur restante compte pour 0 : vous piochez donc un 2."),
    # Engineering
    "Only the top cards present when the demand starts are taken; cards uncovered by the transfer are safe even if they show a [Castle].":
        ("Genommen werden nur die obersten Karten, die zu Beginn der Forderung daliegen; durch die Übertragung freigelegte Karten bleiben verschont, auch wenn sie ein [Castle]-Symbol zeigen.",
         "Seules les cartes du dessus présentes au début de l’exigence sont prises ; les cartes découvertes par le transfert sont épargnées, même si elles montrent un symbole [Castle]."),
    # Feudalism
    "An opponent with no card bearing a [Castle] in hand must show their hand.":
        ("Ein Gegner ohne Karte mit [Castle]-Symbol auf der Hand muss seine Hand zeigen.",
         "Un adversaire sans carte portant un symbole [Castle] en main doit montrer sa main."),
    # Machinery
    "When several opponents are affected, the exchanges are carried out one opponent at a time.":
        ("Sind mehrere Gegner betroffen, wird mit einem Gegner nach dem anderen getauscht.",
         "Quand plusieurs adversaires sont concernés, les échanges ont lieu un adversaire après l’autre."),
    "A player with no card bearing a [Castle] in hand must show their hand.":
        ("Ein Spieler ohne Karte mit [Castle]-Symbol auf der Hand muss seine Hand zeigen.",
         "Un joueur sans carte portant un symbole [Castle] en main doit montrer sa main."),
    # Medicine
    "The two sides of the exchange may differ in size, and either may be empty.":
        ("Die beiden Seiten des Tauschs können verschieden groß sein, und jede von ihnen kann leer sein.",
         "Les deux côtés de l’échange peuvent être de tailles différentes, et chacun peut être vide."),
    # Optics
    "If no opponent has fewer points than you, no card is transferred.":
        ("Hat kein Gegner weniger Punkte als du, wird keine Karte übertragen.",
         "Si aucun adversaire n’a moins de points que vous, aucune carte n’est transférée."),
    "In a team game your partner is not an opponent and cannot receive the card.":
        ("Im Teamspiel ist dein Partner kein Gegner und kann die Karte nicht erhalten.",
         "Dans une partie en équipes, votre partenaire n’est pas un adversaire et ne peut pas recevoir la carte."),
    # Paper
    "The second effect counts every color you have splayed left, not only green and blue.":
        ("Der zweite Effekt zählt jede Farbe, die du nach links aufgefächert hast, nicht nur Grün und Blau.",
         "Le second effet compte chaque couleur que vous avez décalée à gauche, pas seulement le vert et le bleu."),
    # Translation
    "You do not need a pile of every color: with fewer piles, even a single one, you claim World as long as each of your top cards has a [Crown].":
        ("Du brauchst nicht von jeder Farbe einen Stapel: Auch mit weniger Stapeln, selbst mit einem einzigen, erringst du Welt, solange jede deiner obersten Karten ein [Crown]-Symbol hat.",
         "Il n’est pas nécessaire d’avoir une pile de chaque couleur : avec moins de piles, même une seule, vous remportez Monde tant que chacune de vos cartes du dessus a un symbole [Crown]."),
    "A sharing opponent who meets the condition claims World before you.":
        ("Ein teilender Gegner, der die Bedingung erfüllt, erringt Welt vor dir.",
         "Un adversaire qui partage et remplit la condition remporte Monde avant vous."),
    # Anatomy
    "The demanded player picks the score card to return; if none of their top cards has the same value, nothing is returned from their board.":
        ("Der betroffene Spieler wählt die zurückzulegende Karte aus seinem Punktestapel; hat keine seiner obersten Karten denselben Wert, wird aus seiner Auslage nichts zurückgelegt.",
         "Le joueur visé choisit la carte de score à remettre ; si aucune de ses cartes du dessus n’a la même valeur, rien n’est remis depuis son plateau."),
    # Colonialism
    "The effect repeats until a tucked 3 has no [Crown].":
        ("Der Effekt wiederholt sich, bis eine untergelegte 3 kein [Crown]-Symbol hat.",
         "L’effet se répète jusqu’à ce qu’un 3 glissé dessous n’ait aucun symbole [Crown]."),
    # Invention
    "A sharing opponent who meets the condition claims Wonder before you.":
        ("Ein teilender Gegner, der die Bedingung erfüllt, erringt Wunder vor dir.",
         "Un adversaire qui partage et remplit la condition remporte Merveille avant vous."),
    # Navigation
    "Only a card of age 2 or 3 can be taken; an opponent with neither in their score pile transfers nothing.":
        ("Nur eine Karte des Zeitalters 2 oder 3 kann genommen werden; ein Gegner, der keine davon in seinem Punktestapel hat, überträgt nichts.",
         "Seule une carte d’âge 2 ou 3 peut être prise ; un adversaire qui n’en a aucune dans sa pile de score ne transfère rien."),
    # Printing Press
    "With no purple pile, your top purple card counts as value 0, so you draw a 2.":
        ("Ohne lila Stapel zählt deine oberste lila Karte als Wert 0, also ziehst du eine 2.",
         "Sans pile violette, votre carte violette du dessus compte pour une valeur de 0 : vous piochez donc un 2."),
    # Reformation
    "Tucking is all or nothing: if you choose to tuck, you must tuck as many cards as half your [Leaf] icons (as far as your hand allows), never fewer by choice.":
        ("Unterlegen heißt alles oder nichts: Wenn du dich dafür entscheidest, musst du so viele Karten unterlegen wie die Hälfte deiner [Leaf]-Symbole (soweit deine Hand reicht), nie freiwillig weniger.",
         "Glisser dessous, c’est tout ou rien : si vous choisissez de le faire, vous devez glisser dessous autant de cartes que la moitié de vos symboles [Leaf] (dans la limite de votre main), jamais moins par choix."),
    # Astronomy
    "A drawn card that is neither green nor blue stays in your hand.":
        ("Eine gezogene Karte, die weder grün noch blau ist, bleibt auf deiner Hand.",
         "Une carte piochée qui n’est ni verte ni bleue reste dans votre main."),
    "The effect repeats until the revealed 6 is neither green nor blue.":
        ("Der Effekt wiederholt sich, bis die aufgedeckte 6 weder grün noch blau ist.",
         "L’effet se répète jusqu’à ce que le 6 révélé ne soit ni vert ni bleu."),
    "You do not need a pile of every color: with fewer piles, even just the purple one, you claim Universe as long as every non-purple top card you have is value 6 or higher.":
        ("Du brauchst nicht von jeder Farbe einen Stapel: Auch mit weniger Stapeln, selbst nur mit dem lila Stapel, erringst du Universum, solange jede deiner nicht lila obersten Karten den Wert 6 oder höher hat.",
         "Il n’est pas nécessaire d’avoir une pile de chaque couleur : avec moins de piles, même avec la seule pile violette, vous remportez Univers tant que chacune de vos cartes du dessus non violettes est de valeur 6 ou plus."),
    "A sharing opponent who meets the condition claims Universe before you.":
        ("Ein teilender Gegner, der die Bedingung erfüllt, erringt Universum vor dir.",
         "Un adversaire qui partage et remplit la condition remporte Univers avant vous."),
    # Measurement
    "You may pick a color that is already splayed right; it stays as it is, and you draw a card whose value is that pile's size.":
        ("Du darfst eine Farbe wählen, die schon nach rechts aufgefächert ist; sie bleibt, wie sie ist, und du ziehst eine Karte, deren Wert der Größe dieses Stapels entspricht.",
         "Vous pouvez choisir une couleur déjà décalée à droite ; elle reste telle quelle, et vous piochez une carte dont la valeur est la taille de cette pile."),
    "You may pick a color with zero or one card; that pile is not splayed, and the value drawn is its card count (zero or one).":
        ("Du darfst eine Farbe mit null oder einer Karte wählen; dieser Stapel wird nicht aufgefächert, und der gezogene Wert ist seine Kartenzahl (null oder eins).",
         "Vous pouvez choisir une couleur qui a zéro ou une carte ; cette pile n’est pas décalée, et la valeur piochée est son nombre de cartes (zéro ou un)."),
    # Physics
    "You decide the order in which the cards are returned.":
        ("Du bestimmst die Reihenfolge, in der die Karten zurückgelegt werden.",
         "Vous décidez de l’ordre dans lequel les cartes sont remises."),
    # Statistics
    "The opponent moves the highest card of their own score pile into their own hand; nothing is drawn from a supply pile.":
        ("Der Gegner nimmt die höchste Karte seines eigenen Punktestapels auf seine eigene Hand; von den Zeitalter-Stapeln wird nichts gezogen.",
         "L’adversaire prend en main la carte la plus haute de sa propre pile de score ; rien n’est pioché dans les pioches d’âge."),
    # Steam Engine
    "If your yellow pile holds a single card, that card is the bottom one and is scored.":
        ("Besteht dein gelber Stapel aus einer einzigen Karte, ist diese Karte die unterste und wird gewertet.",
         "Si votre pile jaune ne compte qu’une seule carte, c’est elle la carte du dessous, et elle est marquée."),
    # The Pirate Code
    "The player executing the second effect picks which of their own top cards is scored.":
        ("Der Spieler, der den zweiten Effekt ausführt, wählt, welche seiner eigenen obersten Karten gewertet wird.",
         "Le joueur qui exécute le second effet choisit laquelle de ses propres cartes du dessus est marquée."),
    # Classification
    "This is not a demand, so it can be shared.":
        ("Dies ist keine Forderung, also kann der Effekt geteilt werden.",
         "Ce n’est pas une exigence, donc l’effet peut être partagé."),
    "Each player, in turn order, must show their hand to prove that no cards of the chosen color are left in it.":
        ("Jeder Spieler muss in Zugreihenfolge seine Hand zeigen, um zu beweisen, dass keine Karten der gewählten Farbe darin verblieben sind.",
         "Chaque joueur, dans l’ordre du tour, doit montrer sa main pour prouver qu’il n’y reste aucune carte de la couleur choisie."),
    "In a team game your partner is not affected, since the effect targets other players.":
        ("Im Teamspiel ist dein Partner nicht betroffen, da der Effekt auf andere Spieler zielt.",
         "Dans une partie en équipes, votre partenaire n’est pas concerné, puisque l’effet vise les autres joueurs."),
    # Democracy
    "Several players can score an 8 from one Democracy action, provided each returns more cards than anyone before them.":
        ("Bei einer Democracy-Aktion können mehrere Spieler eine 8 werten, sofern jeder mehr Karten zurücklegt als alle vor ihm.",
         "Plusieurs joueurs peuvent marquer un 8 lors d’une même action Democracy, à condition que chacun remette plus de cartes que tous ceux qui l’ont précédé."),
    "Sharing works as usual: sharing opponents act first in turn order and the activating player last; the first player to return any card scores an 8, and each later player scores only by beating the highest count returned so far.":
        ("Das Teilen funktioniert wie üblich: Teilende Gegner handeln zuerst in Zugreihenfolge, der aktivierende Spieler zuletzt; der erste Spieler, der überhaupt eine Karte zurücklegt, wertet eine 8, und jeder spätere Spieler wertet nur, wenn er die bisher höchste zurückgelegte Anzahl übertrifft.",
         "Le partage fonctionne comme d’habitude : les adversaires qui partagent agissent d’abord, dans l’ordre du tour, et le joueur actif en dernier ; le premier joueur à remettre une carte marque un 8, et chaque joueur suivant ne marque qu’en dépassant le plus grand nombre de cartes remises jusque-là."),
    # Machine Tools
    "With an empty score pile the highest value counts as 0, so you draw and score a 1.":
        ("Bei leerem Punktestapel zählt der höchste Wert als 0, also ziehst und wertest du eine 1.",
         "Si votre pile de score est vide, la valeur la plus haute compte pour 0 : vous piochez et marquez donc un 1."),
    # Bicycle
    "Cards moved into your score pile by this exchange are not scored, so they do not count toward Monument.":
        ("Karten, die durch diesen Tausch in deinen Punktestapel gelangen, werden nicht gewertet und zählen daher nicht für Monument.",
         "Les cartes arrivées dans votre pile de score par cet échange ne sont pas marquées : elles ne comptent donc pas pour Monument."),
    # Evolution
    "With an empty score pile the highest value counts as 0, so the second option draws a 1.":
        ("Bei leerem Punktestapel zählt der höchste Wert als 0, also zieht die zweite Möglichkeit eine 1.",
         "Si votre pile de score est vide, la valeur la plus haute compte pour 0 : la seconde option pioche donc un 1."),
    # Explosives
    "An opponent holding fewer than three cards transfers all of them; one with an empty hand transfers nothing and does not draw a 7.":
        ("Ein Gegner mit weniger als drei Karten auf der Hand überträgt alle; einer mit leerer Hand überträgt nichts und zieht keine 7.",
         "Un adversaire qui a moins de trois cartes en main les transfère toutes ; un adversaire à la main vide ne transfère rien et ne pioche pas de 7."),
    "The three cards need not share a value; they are simply the three highest (from a hand of 9, 8, 7, 6, 5 the 9, 8 and 7 go).":
        ("Die drei Karten müssen nicht denselben Wert haben; es sind einfach die drei höchsten (aus einer Hand mit 9, 8, 7, 6, 5 gehen die 9, 8 und 7).",
         "Les trois cartes n’ont pas besoin d’avoir la même valeur ; ce sont simplement les trois plus hautes (d’une main de 9, 8, 7, 6, 5 partent le 9, le 8 et le 7)."),
    # Lighting
    "Tucking a single card is enough: you then draw and score one 7.":
        ("Eine einzige Karte unterzulegen genügt: Du ziehst und wertest dann eine 7.",
         "Glisser dessous une seule carte suffit : vous piochez et marquez alors un 7."),
    # Publications
    "Only the top cards of opponents' boards may be looked at; you cannot search through their piles before deciding whether to use Publications.":
        ("Von den Auslagen der Gegner dürfen nur die obersten Karten angesehen werden; du darfst ihre Stapel nicht durchsuchen, bevor du entscheidest, ob du Publications nutzt.",
         "Seules les cartes du dessus des plateaux adverses peuvent être consultées ; vous ne pouvez pas fouiller leurs piles avant de décider d’utiliser Publications."),
    # Railroad
    "With an empty hand you return nothing and still draw three 6s.":
        ("Mit leerer Hand legst du nichts zurück und ziehst trotzdem drei 6er.",
         "Avec une main vide, vous ne remettez rien et piochez quand même trois 6."),
    "An opponent who returns three 6s and then draws back those same cards (because the 6 pile was empty beforehand) has still shared, so you get the free Draw action.":
        ("Ein Gegner, der drei 6er zurücklegt und dann genau diese Karten wieder zieht (weil der Stapel der 6 vorher leer war), hat trotzdem geteilt, also ziehst du gratis eine Karte.",
         "Un adversaire qui remet trois 6 puis repioche ces mêmes cartes (parce que la pioche des 6 était vide auparavant) a quand même partagé : vous piochez donc gratuitement une carte."),
    # Sanitation
    "The two cards need not share a value; they are simply the two highest (from a hand of 9, 8, 7, 6, 5 the 9 and 8 go).":
        ("Die zwei Karten müssen nicht denselben Wert haben; es sind einfach die zwei höchsten (aus einer Hand mit 9, 8, 7, 6, 5 gehen die 9 und 8).",
         "Les deux cartes n’ont pas besoin d’avoir la même valeur ; ce sont simplement les deux plus hautes (d’une main de 9, 8, 7, 6, 5 partent le 9 et le 8)."),
    # Antibiotics
    "Returning a single card is enough: you then draw two 8s.":
        ("Eine einzige Karte zurückzulegen genügt: Du ziehst dann zwei 8er.",
         "Remettre une seule carte suffit : vous piochez alors deux 8."),
    # Empiricism
    "A sharing opponent with twenty or more [Lightbulb] icons wins the game.":
        ("Ein teilender Gegner mit zwanzig oder mehr [Lightbulb]-Symbolen gewinnt das Spiel.",
         "Un adversaire qui partage et a vingt symboles [Lightbulb] ou plus gagne la partie."),
    # Mobility
    "If fewer than two top cards qualify, the opponent transfers every one that does.":
        ("Kommen weniger als zwei oberste Karten in Frage, überträgt der Gegner jede, die in Frage kommt.",
         "Si moins de deux cartes du dessus remplissent les conditions, l’adversaire transfère toutes celles qui les remplissent."),
    "The two cards need not share a value; they are simply the two highest qualifying top cards (from top cards of 9, 8, 7, 6, 5 the 9 and 8 go).":
        ("Die zwei Karten müssen nicht denselben Wert haben; es sind einfach die zwei höchsten passenden obersten Karten (bei obersten Karten mit 9, 8, 7, 6, 5 gehen die 9 und 8).",
         "Les deux cartes n’ont pas besoin d’avoir la même valeur ; ce sont simplement les deux cartes du dessus admissibles les plus hautes (avec des cartes du dessus de 9, 8, 7, 6, 5 partent le 9 et le 8)."),
    "Only the top cards present before the demand are considered; a card uncovered by a transfer is not taken even if it has no [Factory].":
        ("Berücksichtigt werden nur die obersten Karten, die vor der Forderung daliegen; eine durch eine Übertragung freigelegte Karte wird nicht genommen, auch wenn sie kein [Factory]-Symbol hat.",
         "Seules les cartes du dessus présentes avant l’exigence sont prises en compte ; une carte découverte par un transfert n’est pas prise, même si elle n’a aucun symbole [Factory]."),
    # Quantum Theory
    "Returning just one card is allowed; nothing more happens then.":
        ("Nur eine Karte zurückzulegen ist erlaubt; dann geschieht nichts weiter.",
         "Remettre une seule carte est permis ; rien de plus ne se passe alors."),
    # Rocketry
    "This is not a demand: it can be shared, and the player carrying out the effect chooses which score piles lose cards.":
        ("Dies ist keine Forderung: Der Effekt kann geteilt werden, und der Spieler, der ihn ausführt, wählt, aus welchen Punktestapeln Karten verschwinden.",
         "Ce n’est pas une exigence : l’effet peut être partagé, et le joueur qui l’exécute choisit quelles piles de score perdent des cartes."),
    "The returns are mandatory: one card for every two [Clock] icons.":
        ("Das Zurücklegen ist Pflicht: eine Karte für je zwei [Clock]-Symbole.",
         "Les cartes doivent être remises : une carte pour chaque paire de symboles [Clock]."),
    "In a team game your partner's score pile cannot be chosen, since the effect targets other players.":
        ("Im Teamspiel kann der Punktestapel deines Partners nicht gewählt werden, da der Effekt auf andere Spieler zielt.",
         "Dans une partie en équipes, la pile de score de votre partenaire ne peut pas être choisie, puisque l’effet vise les autres joueurs."),
    # Collaboration
    "Unlike other demands, the activating player decides which drawn card is transferred and which is melded.":
        ("Anders als bei anderen Forderungen entscheidet der aktivierende Spieler, welche gezogene Karte übertragen und welche ausgespielt wird.",
         "Contrairement aux autres exigences, c’est le joueur actif qui décide quelle carte piochée est transférée et laquelle est posée."),
    "Every green card on your board counts, whether or not the pile is splayed.":
        ("Jede grüne Karte in deiner Auslage zählt, ob der Stapel aufgefächert ist oder nicht.",
         "Chaque carte verte de votre plateau compte, que la pile soit décalée ou non."),
    "A sharing opponent with ten or more green cards on their board wins the game.":
        ("Ein teilender Gegner mit zehn oder mehr grünen Karten in seiner Auslage gewinnt das Spiel.",
         "Un adversaire qui partage et a dix cartes vertes ou plus sur son plateau gagne la partie."),
    # Computers
    "'For yourself only' means no other player shares the executed effects; effects that involve other players still apply to them.":
        ("„Nur für dich selbst“ heißt, dass kein anderer Spieler die ausgeführten Effekte teilt; Effekte, die andere Spieler einbeziehen, gelten für diese trotzdem.",
         "« Pour vous seul » signifie qu’aucun autre joueur ne partage les effets exécutés ; les effets qui impliquent d’autres joueurs s’appliquent quand même à eux."),
    # Fission
    "The drawn 10 is always revealed, red or not.":
        ("Die gezogene 10 wird immer aufgedeckt, ob rot oder nicht.",
         "Le 10 pioché est toujours révélé, qu’il soit rouge ou non."),
    "If the drawn card is not red, each opponent who drew keeps the card.":
        ("Ist die gezogene Karte nicht rot, behält jeder Gegner, der gezogen hat, die Karte.",
         "Si la carte piochée n’est pas rouge, chaque adversaire qui a pioché garde la carte."),
    "Achievements are not removed; the removed hands, boards and score piles leave the game entirely instead of being returned to the supply piles.":
        ("Erfolge werden nicht entfernt; die entfernten Hände, Auslagen und Punktestapel verlassen das Spiel ganz, statt zu den Zeitalter-Stapeln zurückgelegt zu werden.",
         "Les accomplissements ne sont pas retirés ; les mains, plateaux et piles de score retirés quittent entièrement le jeu au lieu d’être remis dans les pioches d’âge."),
    # Services
    "The demanded opponent chooses which of your top cards they take.":
        ("Der betroffene Gegner wählt, welche deiner obersten Karten er nimmt.",
         "L’adversaire visé choisit laquelle de vos cartes du dessus il prend."),
    "When several opponents are affected, each one's transfers are finished before the next one's begin.":
        ("Sind mehrere Gegner betroffen, werden die Übertragungen jedes Gegners abgeschlossen, bevor die des nächsten beginnen.",
         "Quand plusieurs adversaires sont concernés, les transferts de chacun sont terminés avant que ceux du suivant ne commencent."),
    # Suburbia
    "As with any draw, once the 1 pile is empty the draws come from the next higher non-empty pile.":
        ("Wie bei jedem Ziehen wird, sobald der Stapel der 1 leer ist, vom nächsthöheren nicht leeren Stapel gezogen.",
         "Comme pour toute pioche, une fois la pioche des 1 vide, les cartes viennent de la pioche non vide immédiatement supérieure."),
    # A.I.
    "If two or more players tie for the lowest score, nobody wins and the game goes on.":
        ("Teilen sich zwei oder mehr Spieler die niedrigste Punktzahl, gewinnt niemand, und das Spiel geht weiter.",
         "Si deux joueurs ou plus sont à égalité pour le score le plus bas, personne ne gagne et la partie continue."),
    "Robotics and Software may be on different players' boards; both just need to be top cards.":
        ("Robotics und Software dürfen in den Auslagen verschiedener Spieler liegen; beide müssen nur oberste Karten sein.",
         "Robotics et Software peuvent se trouver sur les plateaux de joueurs différents ; il suffit que les deux soient des cartes du dessus."),
    # Bioengineering
    "This is not a demand: it can be shared, and the player carrying out the effect chooses the card to take.":
        ("Dies ist keine Forderung: Der Effekt kann geteilt werden, und der Spieler, der ihn ausführt, wählt die zu nehmende Karte.",
         "Ce n’est pas une exigence : l’effet peut être partagé, et le joueur qui l’exécute choisit la carte à prendre."),
    "If two or more players tie for the most [Leaf] icons, nobody wins and the game goes on.":
        ("Liegen zwei oder mehr Spieler mit den meisten [Leaf]-Symbolen gleichauf, gewinnt niemand, und das Spiel geht weiter.",
         "Si deux joueurs ou plus sont à égalité pour le plus de symboles [Leaf], personne ne gagne et la partie continue."),
    # Globalization
    "If two or more players tie for the highest score, nobody wins and the game goes on.":
        ("Teilen sich zwei oder mehr Spieler die höchste Punktzahl, gewinnt niemand, und das Spiel geht weiter.",
         "Si deux joueurs ou plus sont à égalité pour le score le plus haut, personne ne gagne et la partie continue."),
    # Self Service
    "A sharing opponent who has more achievements than each other player wins the game.":
        ("Ein teilender Gegner, der mehr Erfolge hat als jeder andere Spieler, gewinnt das Spiel.",
         "Un adversaire qui partage et a plus d’accomplissements que chacun des autres joueurs gagne la partie."),
    "In a team game, compare the combined achievements of each team.":
        ("Im Teamspiel werden die zusammengezählten Erfolge jedes Teams verglichen.",
         "Dans une partie en équipes, on compare le total des accomplissements de chaque équipe."),
    # Software
    "The two 10s are melded one after the other in the order drawn, with no choice, and only the second one's non-demand effects are executed.":
        ("Die beiden 10er werden nacheinander in der Reihenfolge des Ziehens ausgespielt, ohne Wahl, und nur die Effekte der zweiten, die keine Forderungen sind, werden ausgeführt.",
         "Les deux 10 sont posés l’un après l’autre dans l’ordre où ils ont été piochés, sans choix, et seuls les effets du second qui ne sont pas des exigences sont exécutés."),
}
