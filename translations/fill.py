#!/usr/bin/env python3
"""Fills translations/innovation_<lang>.ts from the table below (the source of truth for every translation).

Usage: fill.py translations/innovation_de.ts translations/innovation_fr.ts translations/innovation_en.ts
(translations/update.sh runs it). English needs only its plural forms (innovation_en.ts holds nothing else, as
lupdate -pluralonly writes it): the source "%n card(s)" becomes "%n card" / "%n cards" through Qt's own
numerus handling, from the table EN below.
Rows are keyed by the English source text; a key "Context|source" overrides the row for one context only
(the context is the class name without its namespace). A plural entry (tr("... %n ...", nullptr, n)) takes a
pair (singular, plural) per language. German addresses the player with "du", French with "vous"; the game terms
follow translations/GLOSSARY.md. Entries that the table lacks are listed and stay unfinished, which makes the
CTest test translations_complete fail until a row is added. French rows are written with a plain space before
: ; ! ? and inside « »; french_spacing() turns it into a no-break space (U+00A0) in the .ts file.
"""
import re
import sys
import xml.etree.ElementTree as ET

from card_texts import EFFECTS, RULINGS  # the cards' effect texts and rulings (contexts CardText, CardRuling)

# source: (German, French)
T = {
    # ---------------------------------------------------------------- game words (event_text.cpp)
    "Demand:": ("Forderung:", "Exigence :"),
    "red": ("Rot", "rouge"),
    "yellow": ("Gelb", "jaune"),
    "green": ("Grün", "vert"),
    "blue": ("Blau", "bleu"),
    "purple": ("Lila", "violet"),
    "%n castle(s)": (("%n Burg", "%n Burgen"), ("%n château", "%n châteaux")),
    "%n crown(s)": (("%n Krone", "%n Kronen"), ("%n couronne", "%n couronnes")),
    "%n leaf/leaves": (("%n Blatt", "%n Blätter"), ("%n feuille", "%n feuilles")),
    "%n lightbulb(s)": (("%n Glühbirne", "%n Glühbirnen"), ("%n ampoule", "%n ampoules")),
    "%n factory/factories": (("%n Fabrik", "%n Fabriken"), ("%n usine", "%n usines")),
    "%n clock(s)": (("%n Uhr", "%n Uhren"), ("%n horloge", "%n horloges")),
    "image": ("Bild", "image"),
    "castle": ("Burg", "château"),
    "crown": ("Krone", "couronne"),
    "leaf": ("Blatt", "feuille"),
    "lightbulb": ("Glühbirne", "ampoule"),
    "factory": ("Fabrik", "usine"),
    "clock": ("Uhr", "horloge"),
    "not splayed": ("nicht aufgefächert", "non décalé"),
    "left": ("links", "à gauche"),
    "right": ("rechts", "à droite"),
    "up": ("oben", "vers le haut"),
    "Monument": ("Monument", "Monument"),
    "Empire": ("Imperium", "Empire"),
    "World": ("Welt", "Monde"),
    "Wonder": ("Wunder", "Merveille"),
    "Universe": ("Universum", "Univers"),
    "Tuck six cards or score six cards during a single turn.":
        ("Lege in einem einzigen Zug sechs Karten unter oder werte sechs Karten.",
         "Glissez six cartes dessous ou marquez six cartes au cours d’un seul tour."),
    "Have at least three visible icons of each of the six kinds.":
        ("Habe von jeder der sechs Symbolarten mindestens drei sichtbare Symbole.",
         "Ayez au moins trois symboles visibles de chacun des six types."),
    "Have at least twelve visible clocks.": ("Habe mindestens zwölf sichtbare Uhren.",
                                             "Ayez au moins douze horloges visibles."),
    "Have all five colors on your board, each splayed right or up.":
        ("Habe alle fünf Farben in deiner Auslage, jede nach rechts oder oben aufgefächert.",
         "Ayez les cinq couleurs sur votre plateau, chacune décalée à droite ou vers le haut."),
    "Have five top cards, each of value 8 or higher.":
        ("Habe fünf oberste Karten, jede mit dem Wert 8 oder höher.",
         "Ayez cinq cartes du dessus, chacune de valeur 8 ou plus."),
    "Random": ("Zufällig", "Aléatoire"),
    "Easy": ("Leicht", "Facile"),
    "Medium": ("Mittel", "Moyen"),
    "Hard": ("Schwer", "Difficile"),
    "Expert": ("Experte", "Expert"),
    "a card": ("eine Karte", "une carte"),
    "a %1": ("eine %1", "un %1"),
    "someone": ("jemand", "quelqu’un"),
    # Places: German in the dative ("aus %3", "von %2 zu %3"), French after "depuis"/"quitte ... pour".
    "the deck": ("dem Stapel", "la pioche"),
    "their hand": ("der eigenen Hand", "sa main"),
    "your hand": ("deiner Hand", "votre main"),
    "%1's hand": ("der Hand von %1", "la main de %1"),
    "their board": ("der eigenen Auslage", "son plateau"),
    "your board": ("deiner Auslage", "votre plateau"),
    "%1's board": ("der Auslage von %1", "le plateau de %1"),
    "their score pile": ("dem eigenen Punktestapel", "sa pile de score"),
    "your score pile": ("deinem Punktestapel", "votre pile de score"),
    "%1's score pile": ("dem Punktestapel von %1", "la pile de score de %1"),
    "%1's achievements": ("den Erfolgen von %1", "les accomplissements de %1"),
    "the achievements": ("den Erfolgen", "les accomplissements"),
    "the box": ("der Schachtel", "la boîte"),
    "your %1": ("deine %1", "vos %1"),
    "%1's %2": ("%2 bei %1", "%2 chez %1"),
    "%1 shares: %2 ≥ %3": ("%1 teilt: %2 ≥ %3", "%1 partage : %2 ≥ %3"),
    "%1 must obey the demand: %2 &lt; %3": ("%1 muss der Forderung folgen: %2 &lt; %3",
                                            "%1 doit obéir à l’exigence : %2 &lt; %3"),
    "%1 is a partner and is spared the demand: %2 &lt; %3": ("%1 ist Partner und bleibt von der Forderung verschont: %2 &lt; %3",
                                                             "%1 est partenaire et échappe à l’exigence : %2 &lt; %3"),
    "%1 does not share: %2 &lt; %3": ("%1 teilt nicht: %2 &lt; %3", "%1 ne partage pas : %2 &lt; %3"),
    "%1 goes first: their opening card comes first in alphabetical order.":
        ("%1 beginnt: die eigene Startkarte steht im Alphabet vorn.",
         "%1 commence : sa carte de départ vient en premier dans l’ordre alphabétique."),
    "Turn %1 — %2 (%n action(s))": (("Zug %1 — %2 (%n Aktion)", "Zug %1 — %2 (%n Aktionen)"),
                                    ("Tour %1 — %2 (%n action)", "Tour %1 — %2 (%n actions)")),
    "%1 activates the dogma of %2.": ("%1 aktiviert das Dogma von %2.", "%1 active le Dogme de %2."),
    "%1 draws and reveals %2.": ("%1 zieht %2 und deckt sie auf.", "%1 pioche et révèle %2."),
    "%1 draws %2.": ("%1 zieht %2.", "%1 pioche %2."),
    "%1 melds %2.": ("%1 spielt %2 aus.", "%1 pose %2."),
    "%1 melds %2 from %3.": ("%1 spielt %2 aus %3 aus.", "%1 pose %2 depuis %3."),
    "%1 tucks %2.": ("%1 legt %2 unter.", "%1 glisse %2 dessous."),
    "%1 tucks %2 from %3.": ("%1 legt %2 aus %3 unter.", "%1 glisse %2 dessous depuis %3."),
    "%1 scores %2 from %3.": ("%1 wertet %2 aus %3.", "%1 marque %2 depuis %3."),
    "%1 returns %2 from %3.": ("%1 legt %2 aus %3 zurück.", "%1 remet %2 depuis %3."),
    "%1 goes from %2 to %3.": ("%1 wandert von %2 zu %3.", "%1 quitte %2 pour %3."),
    "%1 is exchanged from %2 to %3.": ("%1 wird getauscht: von %2 zu %3.", "%1 est échangé : quitte %2 pour %3."),
    "%1 achieves %2 from %3.": ("%1 erringt %2 aus %3.", "%1 accomplit %2 depuis %3."),
    "%1 is removed from the game (from %2).": ("%1 wird aus dem Spiel entfernt (aus %2).",
                                               "%1 est retiré du jeu (depuis %2)."),
    "%1 reveals %2.": ("%1 deckt %2 auf.", "%1 révèle %2."),
    "%1 reveals their hand.": ("%1 deckt die eigene Hand auf.", "%1 révèle sa main."),
    "%1's %2 cards are no longer splayed.": ("%1: %2 ist nicht mehr aufgefächert.", "Le %2 de %1 n’est plus décalé."),
    "%1 splays their %2 cards %3.": ("%1 fächert %2 nach %3 auf.", "%1 décale son %2 %3."),
    "Featured icon %1: %2 has %3.": ("Leitsymbol %1: %2 hat %3.", "Symbole principal %1 : %2 en a %3."),
    "%1 takes a free draw, because an opponent shared and changed something.":
        ("%1 zieht eine Karte gratis, weil ein Gegner geteilt und etwas verändert hat.",
         "%1 pioche gratuitement, car un adversaire a partagé et changé quelque chose."),
    "The dogma action of %1 is complete.": ("Die Dogma-Aktion von %1 ist beendet.", "L’action Dogme de %1 est terminée."),
    "%1 claims %2! (%3)": ("%1 erringt %2! (%3)", "%1 remporte %2 ! (%3)"),
    "%1 achieves the age %2 achievement.": ("%1 erringt den Erfolg des Zeitalters %2.", "%1 remporte l’accomplissement d’âge %2."),
    "Game over.": ("Spielende.", "Fin de la partie."),
    "Winner(s): %1": ("Sieg: %1", "Victoire : %1"),
    "nobody": ("niemand", "personne"),
    "Featured icon: %1. You have %2.": ("Leitsymbol: %1. Du hast %2.", "Symbole principal : %1. Vous en avez %2."),
    "%1 will share: %2 ≥ your %3.": ("%1 teilt: %2 ≥ deine %3.", "%1 partagera : %2 ≥ vos %3."),
    "%1 must obey the demand: %2 &lt; your %3.": ("%1 muss der Forderung folgen: %2 &lt; deine %3.",
                                                  "%1 doit obéir à l’exigence : %2 &lt; vos %3."),
    "%1 is not affected: %2 &lt; your %3.": ("%1 ist nicht betroffen: %2 &lt; deine %3.",
                                             "%1 n’est pas concerné : %2 &lt; vos %3."),
    "Only you will execute the effects.": ("Nur du führst die Effekte aus.", "Vous seul exécuterez les effets."),
    # Verbs of the prompts: German as nouns ("zum %1"), French as infinitives ("à %1", "voulez-vous %1").
    "meld": ("Ausspielen", "poser"),
    "tuck": ("Unterlegen", "glisser dessous"),
    "score": ("Werten", "marquer"),
    "return": ("Zurücklegen", "remettre"),
    "transfer": ("Übertragen", "transférer"),
    "exchange": ("Tauschen", "échanger"),
    "reveal": ("Aufdecken", "révéler"),
    "splay": ("Auffächern", "décaler"),
    "keep": ("Behalten", "garder"),
    "put in order": ("Ordnen", "mettre en ordre"),
    "execute": ("Ausführen", "exécuter"),
    "achieve": ("Erringen", "accomplir"),
    "draw": ("Ziehen", "piocher"),
    "choose": ("Wählen", "choisir"),
    "%n card(s)": (("%n Karte", "%n Karten"), ("%n carte", "%n cartes")),
    "a card, or none": ("eine Karte oder keine", "une carte, ou aucune"),
    "up to %n card(s)": (("bis zu %n Karte", "bis zu %n Karten"), ("jusqu’à %n carte", "jusqu’à %n cartes")),
    "%1 to %2 cards": ("%1 bis %2 Karten", "%1 à %2 cartes"),
    "Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.":
        (("Du bist am Zug: wähle eine Aktion (noch %n). Ziehen, eine Handkarte ausspielen, eine oberste Karte aktivieren oder einen Erfolg erringen.",
          "Du bist am Zug: wähle eine Aktion (noch %n). Ziehen, eine Handkarte ausspielen, eine oberste Karte aktivieren oder einen Erfolg erringen."),
         ("À vous : choisissez une action (%n restante). Piocher, poser une carte de votre main, activer une carte du dessus ou accomplir.",
          "À vous : choisissez une action (%n restantes). Piocher, poser une carte de votre main, activer une carte du dessus ou accomplir.")),
    "Choose the card to meld to start the game; the other stays in your hand.":
        ("Wähle die Karte, die du zu Spielbeginn ausspielst; die andere bleibt auf deiner Hand.",
         "Choisissez la carte à poser pour commencer la partie ; l’autre reste dans votre main."),
    "choose %1 to %2.": ("wähle %1 zum %2.", "choisissez %1 à %2."),
    "you may choose a color to %1.": ("du darfst eine Farbe zum %1 wählen.", "vous pouvez choisir une couleur à %1."),
    "choose a color to %1.": ("wähle eine Farbe zum %1.", "choisissez une couleur à %1."),
    "do you want to %1?": ("%1? Ja oder nein.", "voulez-vous %1 ?"),
    "choose a value.": ("wähle einen Wert.", "choisissez une valeur."),
    "choose a player.": ("wähle einen Spieler.", "choisissez un joueur."),
    "choose one of the two possibilities.": ("wähle eine der beiden Möglichkeiten.", "choisissez l’une des deux possibilités."),
    "put the cards in order, top card first.": ("ordne die Karten, die oberste zuerst.",
                                                "mettez les cartes en ordre, celle du dessus en premier."),
    "Draw a %1": ("Eine %1 ziehen", "Piocher un %1"),
    "Meld %1": ("%1 ausspielen", "Poser %1"),
    "Dogma %1": ("Dogma %1", "Dogme %1"),
    "Achieve %1": ("Erfolg %1 erringen", "Accomplir %1"),
    "A %1 from %2's score pile": ("Eine %1 aus dem Punktestapel von %2", "Un %1 de la pile de score de %2"),
    "A %1 from %2's hand": ("Eine %1 aus der Hand von %2", "Un %1 de la main de %2"),
    "Yes": ("Ja", "Oui"),
    "No": ("Nein", "Non"),
    "The first possibility": ("Die erste Möglichkeit", "La première possibilité"),
    "The second possibility": ("Die zweite Möglichkeit", "La seconde possibilité"),
    "The game is over.": ("Das Spiel ist vorbei.", "La partie est terminée."),
    "%1 wins!": ("%1 gewinnt!", "%1 gagne !"),
    "%1 share the victory!": ("%1 teilen sich den Sieg!", "%1 se partagent la victoire !"),
    " and ": (" und ", " et "),
    "Enough achievements were claimed to win.": ("Es wurden genug Erfolge für den Sieg errungen.",
                                                 "Assez d’accomplissements ont été remportés pour gagner."),
    "Someone had to draw above age 10: the highest score wins, ties broken by achievements.":
        ("Jemand musste über Zeitalter 10 hinaus ziehen: die meisten Punkte gewinnen, bei Gleichstand entscheiden die Erfolge.",
         "Quelqu’un a dû piocher au-delà de l’âge 10 : le meilleur score gagne, les accomplissements départagent les égalités."),
    "The effect of %1 decided the game.": ("Der Effekt von %1 hat das Spiel entschieden.", "L’effet de %1 a décidé de la partie."),

    # ---------------------------------------------------------------- table (table_layout.cpp, table_scene.cpp)
    "Decks": ("Stapel", "Pioches"),
    "Achievements": ("Erfolge", "Accomplissements"),
    "Special": ("Sondererfolge", "Spéciaux"),
    "Your hand (%n card(s))": (("Deine Hand (%n Karte)", "Deine Hand (%n Karten)"),
                               ("Votre main (%n carte)", "Votre main (%n cartes)")),
    "Score pile: %1 points": ("Punktestapel: %1 Punkte", "Pile de score : %1 points"),
    "Achievements: %1 of %2": ("Erfolge: %1 von %2", "Accomplissements : %1 sur %2"),
    "Hand: %n card(s)": (("Hand: %n Karte", "Hand: %n Karten"), ("Main : %n carte", "Main : %n cartes")),
    "Score: %1": ("Punkte: %1", "Score : %1"),
    "Achievements: %1/%2": ("Erfolge: %1/%2", "Accompl. : %1/%2"),
    "You": ("Du", "Vous"),
    "Human": ("Mensch", "Humain"),
    "Bot · %1": ("Bot · %1", "Bot · %1"),
    "team %1": ("Team %1", "équipe %1"),
    "▶ %n action(s) left": (("▶ noch %n Aktion", "▶ noch %n Aktionen"),
                            ("▶ %n action restante", "▶ %n actions restantes")),
    "shares": ("teilt", "partage"),
    "demand": ("Forderung", "exigence"),
    "1 card": ("1 Karte", "1 carte"),
    "%1 cards": ("%1 Karten", "%1 cartes"),
    "  ◀ splayed left": ("  ◀ nach links aufgefächert", "  ◀ décalé à gauche"),
    "  ▶ splayed right": ("  ▶ nach rechts aufgefächert", "  ▶ décalé à droite"),
    "  ▲ splayed up": ("  ▲ nach oben aufgefächert", "  ▲ décalé vers le haut"),
    "Age %1 deck: %n card(s) left": (("Stapel des Zeitalters %1: noch %n Karte", "Stapel des Zeitalters %1: noch %n Karten"),
                                     ("Pioche de l’âge %1 : %n carte restante", "Pioche de l’âge %1 : %n cartes restantes")),
    "Achievement of age %1: needs %2 points and a top card of value %1 or more.":
        ("Erfolg des Zeitalters %1: braucht %2 Punkte und eine oberste Karte mit dem Wert %1 oder höher.",
         "Accomplissement d’âge %1 : il faut %2 points et une carte du dessus de valeur %1 ou plus."),
    "A %1 in a score pile": ("Eine %1 in einem Punktestapel", "Un %1 dans une pile de score"),
    "A %1 in a hand": ("Eine %1 auf einer Hand", "Un %1 dans une main"),
    "Show %1 in the catalogue": ("%1 im Katalog zeigen", "Afficher %1 dans le catalogue"),

    # ---------------------------------------------------------------- settings
    "Player": ("Spieler", "Joueur"),
    "Off": ("Aus", "Désactivée"),
    "Fast": ("Schnell", "Rapide"),
    "Normal": ("Normal", "Normale"),
    "Slow": ("Langsam", "Lente"),
    "Small": ("Klein", "Petite"),
    "AppSettings|Medium": ("Mittel", "Moyenne"),
    "Large": ("Groß", "Grande"),
    "Settings": ("Einstellungen", "Paramètres"),
    "The language changes the next time you start Innovation; the card texts on the table too.":
        ("Die Sprache wechselt beim nächsten Start von Innovation, ebenso die Kartentexte auf dem Tisch.",
         "La langue change au prochain démarrage d’Innovation, de même que les textes des cartes sur la table."),
    "Show who shares before activating a dogma": ("Vor dem Aktivieren eines Dogmas zeigen, wer teilt",
                                                  "Montrer qui partage avant d’activer un Dogme"),
    "Ask before replacing a game in progress": ("Nachfragen, bevor ein laufendes Spiel ersetzt wird",
                                                "Demander avant de remplacer une partie en cours"),
    "Animation speed:": ("Animationstempo:", "Vitesse des animations :"),
    "Card size (your own area):": ("Kartengröße (eigener Bereich):", "Taille des cartes (votre zone) :"),
    "Language:": ("Sprache:", "Langue :"),
    "Card texts and rulings:": ("Kartentexte und Regelklärungen:", "Textes des cartes et précisions de règles :"),
    "In the interface language": ("In der Sprache der Oberfläche", "Dans la langue de l’interface"),
    "In English": ("Auf Englisch", "En anglais"),
    "Confirmations:": ("Rückfragen:", "Confirmations :"),

    # ---------------------------------------------------------------- catalogue
    "Card catalogue — Innovation": ("Kartenkatalog — Innovation", "Catalogue des cartes — Innovation"),
    "All ages": ("Alle Zeitalter", "Tous les âges"),
    "Age %1": ("Zeitalter %1", "Âge %1"),
    "All colors": ("Alle Farben", "Toutes les couleurs"),
    "Any icon": ("Jedes Symbol", "Tous les symboles"),
    "Search titles, effects and rulings…": ("Titel, Effekte und Regelklärungen durchsuchen…",
                                            "Rechercher dans les titres, effets et précisions…"),
    "A special achievement: claimed at once by whoever meets the condition first (or by the effect of a card). It counts like any other achievement.":
        ("Ein Sondererfolg: sofort errungen von dem, der die Bedingung zuerst erfüllt (oder durch den Effekt einer Karte). Er zählt wie jeder andere Erfolg.",
         "Un accomplissement spécial : remporté aussitôt par le premier qui remplit la condition (ou par l’effet d’une carte). Il compte comme tout autre accomplissement."),
    "top left": ("oben links", "en haut à gauche"),
    "bottom left": ("unten links", "en bas à gauche"),
    "bottom middle": ("unten Mitte", "en bas au milieu"),
    "bottom right": ("unten rechts", "en bas à droite"),
    "Age %1 · %2 · featured icon %3": ("Zeitalter %1 · %2 · Leitsymbol %3", "Âge %1 · %2 · symbole principal %3"),
    "Dogma effects": ("Dogma-Effekte", "Effets Dogme"),
    "%1: <img src=\"icon:%2\" width=\"16\" height=\"16\"> %3":
        ("%1: <img src=\"icon:%2\" width=\"16\" height=\"16\"> %3", "%1 : <img src=\"icon:%2\" width=\"16\" height=\"16\"> %3"),
    "Rulings": ("Regelklärungen", "Précisions de règles"),

    # ---------------------------------------------------------------- prompts and confirmations
    "Pass": ("Passen", "Passer"),
    "Choose nothing (Esc)": ("Nichts wählen (Esc)", "Ne rien choisir (Échap)"),
    "Done": ("Fertig", "Terminé"),
    "Confirm your choice (Enter)": ("Auswahl bestätigen (Eingabe)", "Confirmer votre choix (Entrée)"),
    "Drag the cards into order, top card first.": ("Ziehe die Karten in die richtige Reihenfolge, die oberste zuerst.",
                                                   "Faites glisser les cartes dans l’ordre, celle du dessus en premier."),
    "%1 chosen (%2)": ("%1 gewählt (%2)", "%1 choisie(s) (%2)"),
    "choose %1": ("wähle %1", "choisissez-en %1"),
    "choose %1 to %2": ("wähle %1 bis %2", "choisissez-en de %1 à %2"),
    "Cancel": ("Abbrechen", "Annuler"),
    "Esc": ("Esc", "Échap"),
    "Activate": ("Aktivieren", "Activer"),
    "Enter": ("Eingabe", "Entrée"),
    "Activate the dogma of %1?": ("Das Dogma von %1 aktivieren?", "Activer le Dogme de %1 ?"),
    "(answer in the panel over the table)": ("(antworte im Feld über dem Tisch)", "(répondez dans le panneau au-dessus de la table)"),
    "Nothing is being asked of you now.": ("Gerade wird nichts von dir verlangt.", "Rien ne vous est demandé pour l’instant."),
    "Your last answer is still on its way.": ("Deine letzte Antwort ist noch unterwegs.", "Votre dernière réponse est encore en route."),
    "\"%1\" is not a choice here.": ("„%1“ ist hier keine Wahlmöglichkeit.", "« %1 » n’est pas un choix possible ici."),
    "Choose exactly %n.": (("Wähle genau %n.", "Wähle genau %n."), ("Choisissez-en exactement %n.", "Choisissez-en exactement %n.")),
    "Choose between %1 and %2.": ("Wähle zwischen %1 und %2.", "Choisissez-en entre %1 et %2."),
    "You cannot draw now.": ("Du kannst jetzt nicht ziehen.", "Vous ne pouvez pas piocher maintenant."),
    "You cannot meld %1 now.": ("Du kannst %1 jetzt nicht ausspielen.", "Vous ne pouvez pas poser %1 maintenant."),
    "You cannot activate %1 now.": ("Du kannst %1 jetzt nicht aktivieren.", "Vous ne pouvez pas activer %1 maintenant."),
    "You cannot achieve %1 now.": ("Du kannst %1 jetzt nicht erringen.", "Vous ne pouvez pas accomplir %1 maintenant."),
    "Nothing to undo.": ("Nichts rückgängig zu machen.", "Rien à annuler."),
    "The table sent a message this program cannot read (%1).": (
        "Der Tisch hat eine Nachricht geschickt, die dieses Programm nicht lesen kann (%1).",
        "La table a envoyé un message que ce programme ne sait pas lire (%1)."),

    # ---------------------------------------------------------------- game screen and overlays
    "Look at the table": ("Den Tisch ansehen", "Regarder la table"),
    "Main menu": ("Hauptmenü", "Menu principal"),
    "New game": ("Neues Spiel", "Nouvelle partie"),
    "The game lasted %n turn(s).": (("Das Spiel dauerte %n Zug.", "Das Spiel dauerte %n Züge."),
                                    ("La partie a duré %n tour.", "La partie a duré %n tours.")),
    "Score": ("Punkte", "Score"),
    "winner": ("Sieg", "vainqueur"),
    "Log": ("Protokoll", "Journal"),
    "Sending your answer…": ("Deine Antwort wird gesendet…", "Envoi de votre réponse…"),
    "Waiting for %1…": ("Warte auf %1…", "En attente de %1…"),
    "%1 is thinking…": ("%1 denkt nach…", "%1 réfléchit…"),
    "Waiting…": ("Warten…", "En attente…"),
    "<b>Opening</b>: everyone melds one of their two cards.": ("<b>Eröffnung</b>: alle spielen eine ihrer zwei Karten aus.",
                                                               "<b>Ouverture</b> : chacun pose l’une de ses deux cartes."),
    "<b>Turn %1</b> · %2 to play · %n action(s) left": (("<b>Zug %1</b> · %2 ist am Zug · noch %n Aktion",
                                                         "<b>Zug %1</b> · %2 ist am Zug · noch %n Aktionen"),
                                                        ("<b>Tour %1</b> · à %2 de jouer · %n action restante",
                                                         "<b>Tour %1</b> · à %2 de jouer · %n actions restantes")),
    "To win: %1 achievements": ("Zum Sieg: %1 Erfolge", "Pour gagner : %1 accomplissements"),
    "Pass the screen to %1": ("Gib den Bildschirm an %1 weiter", "Passez l’écran à %1"),
    "I am %1 — show my cards": ("Ich bin %1 — zeig meine Karten", "Je suis %1 — montrer mes cartes"),

    # ---------------------------------------------------------------- main window, start screen
    "Innovation": ("Innovation", "Innovation"),
    "&Game": ("&Spiel", "&Partie"),
    "&New game…": ("&Neues Spiel…", "&Nouvelle partie…"),
    "&Open…": ("Ö&ffnen…", "&Ouvrir…"),
    "&Save as…": ("Speichern &unter…", "&Enregistrer sous…"),
    "&Undo my last decision": ("Meine letzte Entscheidung &zurücknehmen", "&Annuler ma dernière décision"),
    "&Main menu": ("&Hauptmenü", "&Menu principal"),
    "&Quit": ("&Beenden", "&Quitter"),
    "&View": ("&Ansicht", "A&ffichage"),
    "Card &catalogue": ("&Kartenkatalog", "&Catalogue des cartes"),
    "&Rules reference": ("&Regelübersicht", "&Aide-mémoire des règles"),
    "&Settings": ("E&instellungen", "Paramè&tres"),
    "&Preferences…": ("&Einstellungen…", "&Préférences…"),
    "&Help": ("&Hilfe", "&Aide"),
    "&About Innovation": ("Über &Innovation", "À &propos d’Innovation"),
    "About Innovation": ("Über Innovation", "À propos d’Innovation"),
    "<h3>Innovation %1</h3><p>A digital table for Carl Chudyk's card game Innovation (first edition), with bots, hot-seat play and the full card catalogue.</p>":
        ("<h3>Innovation %1</h3><p>Ein digitaler Spieltisch für Carl Chudyks Kartenspiel Innovation (erste Edition), mit Bots, Hot-Seat-Spiel und dem vollständigen Kartenkatalog.</p>",
         "<h3>Innovation %1</h3><p>Une table numérique pour le jeu de cartes Innovation de Carl Chudyk (première édition), avec des bots, le jeu à plusieurs sur un même écran et le catalogue complet des cartes.</p>"),
    " (bot)": (" (Bot)", " (bot)"),
    "%1 — %n decision(s) played": (("%1 — %n Entscheidung gespielt", "%1 — %n Entscheidungen gespielt"),
                                   ("%1 — %n décision jouée", "%1 — %n décisions jouées")),
    "Continue": ("Fortsetzen", "Continuer"),
    "The last game could not be restored: %1": ("Das letzte Spiel konnte nicht wiederhergestellt werden: %1",
                                                "La dernière partie n’a pas pu être restaurée : %1"),
    "A game is in progress. Start another one? The current game is replaced as the game to continue (use Save as… first to keep it).":
        ("Ein Spiel läuft gerade. Ein neues beginnen? Es ersetzt das laufende Spiel als fortsetzbares Spiel (mit „Speichern unter…“ kannst du es vorher behalten).",
         "Une partie est en cours. En commencer une autre ? Elle remplacera la partie en cours comme partie à continuer (utilisez « Enregistrer sous… » d’abord pour la garder)."),
    "Open a saved game": ("Gespeichertes Spiel öffnen", "Ouvrir une partie enregistrée"),
    "Innovation saves (*.json);;All files (*)": ("Innovation-Spielstände (*.json);;Alle Dateien (*)",
                                                 "Sauvegardes Innovation (*.json);;Tous les fichiers (*)"),
    "Open": ("Öffnen", "Ouvrir"),
    "Cannot read %1.": ("%1 kann nicht gelesen werden.", "Impossible de lire %1."),
    "This file is not a game this program can continue: %1": ("Diese Datei ist kein Spiel, das dieses Programm fortsetzen kann: %1",
                                                              "Ce fichier n’est pas une partie que ce programme peut continuer : %1"),
    "Save the game": ("Spiel speichern", "Enregistrer la partie"),
    "Innovation saves (*.json)": ("Innovation-Spielstände (*.json)", "Sauvegardes Innovation (*.json)"),
    "Save": ("Speichern", "Enregistrer"),
    "Cannot write %1.": ("%1 kann nicht geschrieben werden.", "Impossible d’écrire %1."),
    "Rules reference — Innovation": ("Regelübersicht — Innovation", "Aide-mémoire des règles — Innovation"),
    "Carl Chudyk's card game of ideas through the ages — first edition":
        ("Carl Chudyks Kartenspiel der Ideen durch die Zeitalter — erste Edition",
         "Le jeu de cartes de Carl Chudyk sur les idées à travers les âges — première édition"),
    "Open a saved game…": ("Gespeichertes Spiel öffnen…", "Ouvrir une partie enregistrée…"),
    "Host LAN game": ("LAN-Spiel eröffnen", "Héberger une partie en réseau local"),
    "Join LAN game": ("LAN-Spiel beitreten", "Rejoindre une partie en réseau local"),
    "coming with LAN play": ("kommt mit dem LAN-Spiel", "arrive avec le jeu en réseau local"),
    "Card catalogue": ("Kartenkatalog", "Catalogue des cartes"),
    "Rules reference": ("Regelübersicht", "Aide-mémoire des règles"),
    "Quit": ("Beenden", "Quitter"),
    "No unfinished game": ("Kein unfertiges Spiel", "Aucune partie inachevée"),

    # ---------------------------------------------------------------- new game dialog
    "Players, in seat order (clockwise)": ("Spieler in Sitzreihenfolge (im Uhrzeigersinn)",
                                           "Joueurs, dans l’ordre des places (sens horaire)"),
    "Ada": ("Ada", "Ada"),
    "Babbage": ("Babbage", "Babbage"),
    "Curie": ("Curie", "Curie"),
    "A game needs at least two players": ("Ein Spiel braucht mindestens zwei Spieler", "Une partie demande au moins deux joueurs"),
    "Seat a player here": ("Hier einen Spieler hinsetzen", "Installer un joueur ici"),
    "Person (this screen)": ("Mensch (dieser Bildschirm)", "Personne (cet écran)"),
    "Bot: %1": ("Bot: %1", "Bot : %1"),
    "Seat %1": ("Platz %1", "Place %1"),
    "Options": ("Optionen", "Options"),
    "Team game (four players: seats 1 and 3 against 2 and 4)": ("Teamspiel (vier Spieler: Plätze 1 und 3 gegen 2 und 4)",
                                                                "Partie en équipes (quatre joueurs : places 1 et 3 contre 2 et 4)"),
    "One extra achievement needed to win": ("Ein zusätzlicher Erfolg zum Sieg nötig",
                                            "Un accomplissement de plus nécessaire pour gagner"),
    "New seed": ("Neuer Startwert", "Nouvelle graine"),
    "Seed (the same seed deals the same cards):": ("Startwert (derselbe Startwert teilt dieselben Karten aus):",
                                                   "Graine (la même graine distribue les mêmes cartes) :"),
    "Start the game": ("Spiel starten", "Commencer la partie"),
    "Only bots: you will watch the game.": ("Nur Bots: du schaust dem Spiel zu.", "Que des bots : vous regarderez la partie."),
    "You play against the bots. Undo is available.": ("Du spielst gegen die Bots. Zurücknehmen ist möglich.",
                                                      "Vous jouez contre les bots. L’annulation est possible."),
    "Hot-seat: %1 people share this screen; hands are hidden between turns.":
        ("Hot-Seat: %1 Personen teilen sich diesen Bildschirm; die Hände sind zwischen den Zügen verdeckt.",
         "Écran partagé : %1 personnes partagent cet écran ; les mains sont cachées entre les tours."),

    # ---------------------------------------------------------------- command line (main.cpp)
    "Carl Chudyk's Innovation: play against bots or friends.": ("Carl Chudyks Innovation: spiele gegen Bots oder mit Freunden.",
                                                                "Innovation de Carl Chudyk : jouez contre des bots ou entre amis."),
    "Bots play in every seat; see --actions and --screenshot.": ("Bots spielen auf allen Plätzen; siehe --actions und --screenshot.",
                                                                 "Des bots jouent à toutes les places ; voir --actions et --screenshot."),
    "Seed of the demo game.": ("Startwert des Demospiels.", "Graine de la partie de démonstration."),
    "Actions the demo plays before it stops.": ("Aktionen, die die Demo spielt, bevor sie anhält.",
                                                "Actions jouées par la démonstration avant son arrêt."),
    "Players in the demo game, 2 to 4.": ("Spieler im Demospiel, 2 bis 4.", "Joueurs de la partie de démonstration, 2 à 4."),
    "Demo: every bot plays at this level (random, easy, medium, hard, expert); by default a mix of the first three.": (
        "Demo: Alle Bots spielen auf dieser Stufe (random, easy, medium, hard, expert); ohne Angabe gemischt aus den ersten drei.",
        "Démo : tous les bots jouent à ce niveau (random, easy, medium, hard, expert) ; par défaut un mélange des trois premiers.",
    ),
    "Demo: seat 1 is a person (random until the screenshot, then a prompt waits).":
        ("Demo: Platz 1 ist ein Mensch (zufällig bis zum Bildschirmfoto, dann wartet eine Frage).",
         "Démonstration : la place 1 est une personne (au hasard jusqu’à la capture, puis une question attend)."),
    "Save a picture of the window to FILE and exit.": ("Ein Bild des Fensters in FILE speichern und beenden.",
                                                       "Enregistrer une image de la fenêtre dans FILE et quitter."),
    "Print start-up and table update timings and exit.": ("Zeiten für Start und Tischaktualisierung ausgeben und beenden.",
                                                          "Afficher les temps de démarrage et de mise à jour de la table, puis quitter."),
    "Window size, e.g. 1600x1000.": ("Fenstergröße, z. B. 1600x1000.", "Taille de la fenêtre, p. ex. 1600x1000."),
    "Open the card catalogue (with --screenshot: of it).": ("Den Kartenkatalog öffnen (mit --screenshot: ein Bild davon).",
                                                            "Ouvrir le catalogue des cartes (avec --screenshot : en faire une capture)."),
    "Catalogue: search text.": ("Katalog: Suchtext.", "Catalogue : texte à rechercher."),
    "Open the rules reference.": ("Die Regelübersicht öffnen.", "Ouvrir l’aide-mémoire des règles."),
    "Animation speed: off, fast, normal, slow.": ("Animationstempo: off, fast, normal, slow.",
                                                  "Vitesse des animations : off, fast, normal, slow."),
    "Interface language for this run: en, de or fr.": ("Sprache der Oberfläche für diesen Start: en, de oder fr.",
                                                       "Langue de l’interface pour ce lancement : en, de ou fr."),
    "Open a saved game.": ("Ein gespeichertes Spiel öffnen.", "Ouvrir une partie enregistrée."),

    # ---------------------------------------------------------------- table host and LAN messages (app/net)
    "Cannot listen for discovery on port %1: %2": ("Auf Port %1 kann nicht nach Spielen gesucht werden: %2",
                                                   "Impossible d’écouter la découverte sur le port %1 : %2"),
    "Cannot create the data folder %1.": ("Der Datenordner %1 kann nicht angelegt werden.", "Impossible de créer le dossier de données %1."),
    "Cannot listen on %1 port %2: %3": ("Auf %1 Port %2 kann nicht gelauscht werden: %3", "Impossible d’écouter sur %1 port %2 : %3"),
    "Listening on %1:%2": ("Lausche auf %1:%2", "À l’écoute sur %1:%2"),
    "A message may be at most %1 bytes long; it was ignored.": ("Eine Nachricht darf höchstens %1 Bytes lang sein; sie wurde ignoriert.",
                                                                "Un message ne peut dépasser %1 octets ; il a été ignoré."),
    "too many refused messages": ("zu viele abgelehnte Nachrichten", "trop de messages refusés"),
    "it reads too slowly": ("es liest zu langsam", "il lit trop lentement"),
    "Too many requests: slow down. This one was ignored.": ("Zu viele Anfragen: bitte langsamer. Diese wurde ignoriert.",
                                                            "Trop de requêtes : ralentissez. Celle-ci a été ignorée."),
    "Sequence numbers must increase (the last one was %1).": ("Folgenummern müssen steigen (die letzte war %1).",
                                                              "Les numéros de séquence doivent croître (le dernier était %1)."),
    "Say hello first.": ("Zuerst „hello“ senden.", "Commencez par « hello »."),
    "The server could not handle that request.": ("Der Server konnte diese Anfrage nicht bearbeiten.",
                                                  "Le serveur n’a pas pu traiter cette requête."),
    "This server speaks protocol %1 and your program speaks %2: use the same version of Innovation.":
        ("Dieser Server spricht Protokoll %1 und dein Programm %2: verwendet dieselbe Version von Innovation.",
         "Ce serveur parle le protocole %1 et votre programme le %2 : utilisez la même version d’Innovation."),
    "silent for too long": ("zu lange still", "silencieux trop longtemps"),
    "The table was closed: nobody was at it.": ("Der Tisch wurde geschlossen: niemand saß daran.",
                                                "La table a été fermée : personne n’y était."),
    "You joined this seat from another connection.": ("Du hast diesen Platz über eine andere Verbindung eingenommen.",
                                                       "Vous avez rejoint cette place depuis une autre connexion."),
    "This server already has %1 tables.": ("Dieser Server hat schon %1 Tische.", "Ce serveur a déjà %1 tables."),
    "%1's table": ("Tisch von %1", "Table de %1"),
    "%1 opened table %2 (\"%3\").": ("%1 hat Tisch %2 eröffnet („%3“).", "%1 a ouvert la table %2 (« %3 »)."),
    "There is no such table (it may have ended).": ("Diesen Tisch gibt es nicht (vielleicht ist er beendet).",
                                                    "Cette table n’existe pas (elle est peut-être terminée)."),
    "Wrong password for this table.": ("Falsches Passwort für diesen Tisch.", "Mot de passe incorrect pour cette table."),
    "This game has started: only its players can come back (or watch it as a spectator).":
        ("Dieses Spiel hat begonnen: nur seine Spieler können zurückkehren (oder als Zuschauer zusehen).",
         "Cette partie a commencé : seuls ses joueurs peuvent revenir (ou la regarder en spectateur)."),
    "Every seat at this table is taken.": ("Alle Plätze an diesem Tisch sind besetzt.", "Toutes les places de cette table sont prises."),
    "%1 sat down at table %2.": ("%1 hat sich an Tisch %2 gesetzt.", "%1 s’est installé à la table %2."),
    "That seat token is not valid at this table.": ("Dieser Platzschlüssel gilt an diesem Tisch nicht.",
                                                    "Ce jeton de place n’est pas valable à cette table."),
    "%1 is back at table %2.": ("%1 ist zurück an Tisch %2.", "%1 est de retour à la table %2."),
    "The host closed the table.": ("Der Gastgeber hat den Tisch geschlossen.", "L’hôte a fermé la table."),
    "The host opened another table.": ("Der Gastgeber hat einen anderen Tisch eröffnet.", "L’hôte a ouvert une autre table."),
    "Only the table's host can do that.": ("Das kann nur der Gastgeber des Tisches.", "Seul l’hôte de la table peut faire cela."),
    "There is no such seat.": ("Diesen Platz gibt es nicht.", "Cette place n’existe pas."),
    "The host's own seat stays the host's.": ("Der Platz des Gastgebers bleibt beim Gastgeber.", "La place de l’hôte reste à l’hôte."),
    "%1 sits there.": ("Dort sitzt %1.", "%1 y est installé."),
    "Bot %1": ("Bot %1", "Bot %1"),
    "A bot already plays there.": ("Dort spielt schon ein Bot.", "Un bot joue déjà à cette place."),
    "%1 is at the table: a bot can only stand in for someone away.":
        ("%1 ist am Tisch: ein Bot kann nur für jemanden einspringen, der weg ist.",
         "%1 est à la table : un bot ne peut remplacer qu’une personne absente."),
    "Only a seat a bot stands in for can be given back.": ("Nur ein Platz, auf dem ein Bot einspringt, kann zurückgegeben werden.",
                                                           "Seule une place tenue par un bot remplaçant peut être rendue."),
    "A seat cannot be opened once the game has started.": ("Ein Platz kann nach Spielbeginn nicht mehr geöffnet werden.",
                                                           "Une place ne peut plus être ouverte une fois la partie commencée."),
    "A bot stands in for %1 at table %2.": ("Ein Bot springt für %1 an Tisch %2 ein.", "Un bot remplace %1 à la table %2."),
    "%1's seat at table %2 is a person's again.": ("Der Platz von %1 an Tisch %2 gehört wieder einem Menschen.",
                                                   "La place de %1 à la table %2 revient à une personne."),
    "Only the table's host can start the game.": ("Nur der Gastgeber des Tisches kann das Spiel starten.",
                                                  "Seul l’hôte de la table peut lancer la partie."),
    "The game has already started.": ("Das Spiel hat schon begonnen.", "La partie a déjà commencé."),
    "%n seat(s) are still open: wait for players, or fill them with bots.":
        (("%n Platz ist noch frei: warte auf Spieler oder besetze ihn mit einem Bot.",
          "%n Plätze sind noch frei: warte auf Spieler oder besetze sie mit Bots."),
         ("%n place est encore libre : attendez des joueurs ou confiez-la à un bot.",
          "%n places sont encore libres : attendez des joueurs ou confiez-les à des bots.")),
    "The game at table %1 has started.": ("Das Spiel an Tisch %1 hat begonnen.", "La partie de la table %1 a commencé."),
    "You are not at a table with a game.": ("Du sitzt an keinem Tisch mit einem Spiel.", "Vous n’êtes pas à une table avec une partie."),
    "Spectators cannot play.": ("Zuschauer können nicht spielen.", "Les spectateurs ne peuvent pas jouer."),
    "You do not sit in that seat.": ("Du sitzt nicht auf diesem Platz.", "Vous n’occupez pas cette place."),
    "Table %1 could not be restored: %2": ("Tisch %1 konnte nicht wiederhergestellt werden: %2",
                                           "La table %1 n’a pas pu être restaurée : %2"),
    "Restored %n table(s) from %1.": (("%n Tisch aus %1 wiederhergestellt.", "%n Tische aus %1 wiederhergestellt."),
                                      ("%n table restaurée depuis %1.", "%n tables restaurées depuis %1.")),
    "The table was closed.": ("Der Tisch wurde geschlossen.", "La table a été fermée."),
    "A game needs 2 to 5 players.": ("Ein Spiel braucht 2 bis 5 Spieler.", "Une partie se joue de 2 à 5 joueurs."),
    "Every player needs a name.": ("Jeder Spieler braucht einen Namen.", "Chaque joueur doit avoir un nom."),
    "Two players cannot share a name.": ("Zwei Spieler können nicht denselben Namen haben.",
                                         "Deux joueurs ne peuvent pas porter le même nom."),
    "The save's answers do not fit its game.": ("Die Antworten im Spielstand passen nicht zu seinem Spiel.",
                                                "Les réponses de la sauvegarde ne correspondent pas à sa partie."),
    "No game is being played.": ("Es wird kein Spiel gespielt.", "Aucune partie n’est en cours."),
    "A bot plays that seat.": ("Auf diesem Platz spielt ein Bot.", "Un bot joue à cette place."),
    "That question has already been answered.": ("Diese Frage wurde schon beantwortet.", "Cette question a déjà reçu une réponse."),
    "Unknown request \"%1\".": ("Unbekannte Anfrage „%1“.", "Requête inconnue « %1 »."),
    "No decision is waiting.": ("Es wartet keine Entscheidung.", "Aucune décision n’est en attente."),
    "It is not your decision.": ("Diese Entscheidung ist nicht deine.", "Ce n’est pas à vous de décider."),
    "Undo is only possible when no other person plays at this table.":
        ("Zurücknehmen geht nur, wenn kein anderer Mensch an diesem Tisch spielt.",
         "L’annulation n’est possible que si aucune autre personne ne joue à cette table."),
    "There is no decision of yours to take back.": ("Es gibt keine Entscheidung von dir zum Zurücknehmen.",
                                                    "Vous n’avez aucune décision à reprendre."),
    "The game cannot go on: %1": ("Das Spiel kann nicht weitergehen: %1", "La partie ne peut pas continuer : %1"),
    "The server stopped answering.": ("Der Server antwortet nicht mehr.", "Le serveur ne répond plus."),
    "The connection to the server was lost.": ("Die Verbindung zum Server ist abgebrochen.", "La connexion au serveur a été perdue."),
    "Connection error.": ("Verbindungsfehler.", "Erreur de connexion."),
    "The server sent a message that is too large.": ("Der Server hat eine zu große Nachricht gesendet.",
                                                     "Le serveur a envoyé un message trop grand."),
    "The server could not be reached again.": ("Der Server war nicht wieder erreichbar.", "Le serveur n’a pas pu être joint à nouveau."),
    # ---------------------------------------------------------------- the LAN server's limits, faults and journal
    "A name needs at least one visible character.": ("Ein Name braucht mindestens ein sichtbares Zeichen.",
                                                      "Un nom demande au moins un caractère visible."),
    "\"%1\" cannot be a player's name here: answers use that word. Please choose another name.": (
        "„%1“ kann hier kein Spielername sein: Antworten verwenden dieses Wort. Bitte wähle einen anderen Namen.",
        "« %1 » ne peut pas être un nom de joueur ici : les réponses utilisent ce mot. Choisissez un autre nom."),
    "You already have %n unfinished table(s) on this server: finish or leave one first.": (
        ("Du hast schon %n nicht beendeten Tisch auf diesem Server: beende oder verlasse zuerst einen.",
         "Du hast schon %n nicht beendete Tische auf diesem Server: beende oder verlasse zuerst einen."),
        ("Vous avez déjà %n table non terminée sur ce serveur : terminez-en ou quittez-en une d'abord.",
         "Vous avez déjà %n tables non terminées sur ce serveur : terminez-en ou quittez-en une d'abord.")),
    "Too many wrong passwords from your address: wait %n second(s) before trying again.": (
        ("Zu viele falsche Passwörter von deiner Adresse: warte %n Sekunde, bevor du es noch einmal versuchst.",
         "Zu viele falsche Passwörter von deiner Adresse: warte %n Sekunden, bevor du es noch einmal versuchst."),
        ("Trop de mots de passe incorrects depuis votre adresse : attendez %n seconde avant de réessayer.",
         "Trop de mots de passe incorrects depuis votre adresse : attendez %n secondes avant de réessayer.")),
    "A wrong password for table %1 came from %2.": ("Ein falsches Passwort für Tisch %1 kam von %2.",
                                                     "Un mot de passe incorrect pour la table %1 est venu de %2."),
    "That seat is taken: ask for another one, or for none.": (
        "Dieser Platz ist besetzt: frage nach einem anderen oder nach keinem bestimmten.",
        "Cette place est prise : demandez-en une autre, ou aucune en particulier."),
    "With other people at the table the server deals: a deal can only be chosen when the table is opened, where everyone who joins sees it.": (
        "Mit anderen Personen am Tisch teilt der Server aus: eine Verteilung kann nur beim Eröffnen des Tisches "
        "gewählt werden, wo jeder, der sich setzt, sie sieht.",
        "Avec d'autres personnes à la table, c'est le serveur qui distribue : une donne ne peut être choisie qu'à "
        "l'ouverture de la table, où tous ceux qui s'y joignent la voient."),
    "The server's owner closed this table.": ("Der Betreiber des Servers hat diesen Tisch geschlossen.",
                                              "Le propriétaire du serveur a fermé cette table."),
    "journal line %1 is unreadable and was skipped": ("Journalzeile %1 ist unlesbar und wurde übersprungen",
                                                       "la ligne %1 du journal est illisible et a été ignorée"),
    "journal line %1 was skipped: %2": ("Journalzeile %1 wurde übersprungen: %2", "la ligne %1 du journal a été ignorée : %2"),
    "table %1 could not be restored at all: %2": ("Tisch %1 konnte gar nicht wiederhergestellt werden: %2",
                                                  "la table %1 n'a pas pu être restaurée du tout : %2"),
    "table %1 was restored with %2 of its %3 answers: answer %4 no longer fits the game (%5)": (
        "Tisch %1 wurde mit %2 seiner %3 Antworten wiederhergestellt: Antwort %4 passt nicht mehr zum Spiel (%5)",
        "la table %1 a été restaurée avec %2 de ses %3 réponses : la réponse %4 ne correspond plus à la partie (%5)"),
    "Restoring: %1": ("Wiederherstellung: %1", "Restauration : %1"),
    "The journal as it was is kept in %1.": ("Das Journal, wie es war, liegt in %1.", "Le journal tel qu'il était est conservé dans %1."),
    "The journal could not be copied aside to %1.": ("Das Journal konnte nicht nach %1 kopiert werden.",
                                                     "Le journal n'a pas pu être copié dans %1."),
    "The damaged journal %1 could not be kept aside; nothing was changed.": (
        "Das beschädigte Journal %1 konnte nicht beiseitegelegt werden; nichts wurde geändert.",
        "Le journal endommagé %1 n'a pas pu être mis de côté ; rien n'a été modifié."),
    "The server cannot save to its disk (%1). Nothing is lost yet: the game waits until the server can save again.": (
        "Der Server kann nicht auf seine Festplatte speichern (%1). Noch ist nichts verloren: das Spiel wartet, bis "
        "der Server wieder speichern kann.",
        "Le serveur ne peut pas enregistrer sur son disque (%1). Rien n'est encore perdu : la partie attend que le "
        "serveur puisse de nouveau enregistrer."),
    "The server can save to its disk again; the game goes on.": (
        "Der Server kann wieder auf seine Festplatte speichern; das Spiel geht weiter.",
        "Le serveur peut de nouveau enregistrer sur son disque ; la partie continue."),
    "Too many refused messages: the server closes this connection.": (
        "Zu viele abgelehnte Nachrichten: der Server schließt diese Verbindung.",
        "Trop de messages refusés : le serveur ferme cette connexion."),
    "The server cannot save to its disk (%1), so nothing can change now. Your game is kept; try again in a moment.": (
        "Der Server kann nicht auf seine Festplatte speichern (%1), daher kann sich jetzt nichts ändern. Dein Spiel "
        "bleibt erhalten; versuche es gleich noch einmal.",
        "Le serveur ne peut pas enregistrer sur son disque (%1), donc rien ne peut changer pour l'instant. Votre "
        "partie est conservée ; réessayez dans un instant."),
    "The connection was silent for too long.": ("Die Verbindung war zu lange still.", "La connexion est restée muette trop longtemps."),
    "Table %1 was closed: nobody came back to it.": ("Tisch %1 wurde geschlossen: niemand ist zurückgekommen.",
                                                     "La table %1 a été fermée : personne n'y est revenu."),
    # ---------------------------------------------------------------- LAN play (host, join, lobby, session)
    "you may choose %1 to %2.": ("du darfst %1 zum %2 wählen.", "vous pouvez choisir %1 à %2."),
    "optional": ("optional", "facultatif"),
    "Your name": ("Dein Name", "Votre nom"),
    "Players": ("Spieler", "Joueurs"),
    "Table name": ("Name des Tisches", "Nom de la table"),
    "Password": ("Passwort", "Mot de passe"),
    "Port": ("Port", "Port"),
    "Open the table": ("Tisch eröffnen", "Ouvrir la table"),
    "Friends on the same network find your table under <b>Join LAN game</b>. Empty seats can be given to bots before you start.":
        ("Freunde im selben Netz finden deinen Tisch unter <b>LAN-Spiel beitreten</b>. Freie Plätze kannst du vor dem Start an Bots vergeben.",
         "Vos amis sur le même réseau trouvent votre table sous <b>Rejoindre une partie en réseau local</b>. Les places libres peuvent être confiées à des bots avant le début."),
    "if the table has one": ("falls der Tisch eines hat", "si la table en a un"),
    "Table": ("Tisch", "Table"),
    "Host": ("Gastgeber", "Hôte"),
    "Seats": ("Plätze", "Places"),
    "State": ("Stand", "État"),
    "Server": ("Server", "Serveur"),
    "host:port, e.g. 192.168.1.20:%1": ("Host:Port, z. B. 192.168.1.20:%1", "hôte:port, p. ex. 192.168.1.20:%1"),
    "Look up": ("Abfragen", "Interroger"),
    "Search again": ("Erneut suchen", "Chercher à nouveau"),
    "Join": ("Beitreten", "Rejoindre"),
    "Watch": ("Zuschauen", "Regarder"),
    "Address:": ("Adresse:", "Adresse :"),
    "No game found on the network. Type the host's address below.": ("Kein Spiel im Netz gefunden. Gib unten die Adresse des Gastgebers ein.",
                                                                     "Aucune partie trouvée sur le réseau. Saisissez l’adresse de l’hôte ci-dessous."),
    "%n server(s) found.": (("%n Server gefunden.", "%n Server gefunden."), ("%n serveur trouvé.", "%n serveurs trouvés.")),
    "Back to \"%1\" at %2:%3": ("Zurück zu „%1“ auf %2:%3", "Retour à « %1 » sur %2:%3"),
    "Your table \"%1\" was kept when this program closed. Go on with it?":
        ("Dein Tisch „%1“ blieb beim Schließen des Programms erhalten. Weiterspielen?",
         "Votre table « %1 » a été conservée à la fermeture du programme. La reprendre ?"),
    "Connecting…": ("Verbinde…", "Connexion…"),
    "Looking for games on the network…": ("Suche nach Spielen im Netz…", "Recherche de parties sur le réseau…"),
    "%1 of %2 free": ("%1 von %2 frei", "%1 sur %2 libres"),
    "waiting for players": ("wartet auf Spieler", "en attente de joueurs"),
    "playing": ("läuft", "en cours"),
    "over": ("beendet", "terminée"),
    "(no table yet)": ("(noch kein Tisch)", "(pas encore de table)"),
    "Asking %1:%2…": ("Frage %1:%2 an…", "Interrogation de %1:%2…"),
    "%1:%2 cannot be reached: %3": ("%1:%2 ist nicht erreichbar: %3", "%1:%2 est injoignable : %3"),
    "%1:%2 answered.": ("%1:%2 hat geantwortet.", "%1:%2 a répondu."),
    "Let a bot play for them": ("Einen Bot für sie spielen lassen", "Laisser un bot jouer à sa place"),
    "%1's game": ("Spiel von %1", "Partie de %1"),
    "Connection lost — reconnecting…": ("Verbindung verloren — verbinde neu…", "Connexion perdue — reconnexion…"),
    "%1 away — the game waits for them": (("%1 ist weg — das Spiel wartet", "%1 sind weg — das Spiel wartet"),
                                          ("%1 est absent — la partie l’attend", "%1 sont absents — la partie les attend")),
    "A bot plays for %1 until they are back": ("Ein Bot spielt für %1, bis sie zurück sind", "Un bot joue pour %1 jusqu’à son retour"),
    "LAN table": ("LAN-Tisch", "Table en réseau local"),
    "Leave": ("Verlassen", "Quitter la table"),
    "Open seats are played by bots:": ("Freie Plätze spielen Bots:", "Les places libres sont jouées par des bots :"),
    "Your table is open. Friends on this network find it under <b>Join LAN game</b>, or connect to <b>%1</b>.":
        ("Dein Tisch ist eröffnet. Freunde in diesem Netz finden ihn unter <b>LAN-Spiel beitreten</b> oder verbinden sich mit <b>%1</b>.",
         "Votre table est ouverte. Vos amis sur ce réseau la trouvent sous <b>Rejoindre une partie en réseau local</b>, ou se connectent à <b>%1</b>."),
    "Waiting for the host to start the game…": ("Warte, bis der Gastgeber das Spiel startet…", "En attente du lancement de la partie par l’hôte…"),
    "Seat %1: open": ("Platz %1: frei", "Place %1 : libre"),
    "Seat %1: %2": ("Platz %1: %2", "Place %1 : %2"),
    " (bot, %1)": (" (Bot, %1)", " (bot, %1)"),
    " — you": (" — du", " — vous"),
    " — host": (" — Gastgeber", " — hôte"),
    " — away": (" — weg", " — absent"),
    "Open a table on this computer that friends on the network can join": ("Einen Tisch auf diesem Rechner eröffnen, an den sich Freunde im Netz setzen können",
                                                                           "Ouvrir sur cet ordinateur une table que vos amis du réseau peuvent rejoindre"),
    "Find tables on the network, or connect to an address": ("Tische im Netz finden oder mit einer Adresse verbinden",
                                                             "Trouver des tables sur le réseau, ou se connecter à une adresse"),
    "Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return...).":
        ("Demo mit --human: weiterspielen, bis eine Frage dieser Art oder dieses Zwecks wartet (cards, color, yesno, return …).",
         "Démonstration avec --human : continuer jusqu’à ce qu’une question de ce type ou de ce but attende (cards, color, yesno, return…)."),
    # ---------------------------------------------------------------- five seats, parley and distant players (issue 16)
    "Parley %1's %2: costs one card from your hand (returned).":
        ("Verhandeln um %2 von %1: kostet eine Karte aus deiner Hand (wird zurückgelegt).",
         "Parlementer pour %2 de %1 : coûte une carte de votre main (remise)."),
    "Your icons count: you have %1.": ("Deine Symbole zählen: du hast %1.", "Vos symboles comptent : vous avez %1."),
    "%1 is treated as a distant player.": ("%1 gilt als entfernter Spieler.", "%1 est traité comme un joueur éloigné."),
    "(distant)": ("(entfernt)", "(éloigné)"),
    "(neighbour)": ("(Nachbar)", "(voisin)"),
    "%1 cannot share: no card in hand (%2 ≥ your %3).": ("%1 kann nicht teilen: keine Karte auf der Hand (%2 ≥ deine %3).",
                                                         "%1 ne peut pas partager : aucune carte en main (%2 ≥ vos %3)."),
    "%1 may pay a card to share (asked at the first shared effect): %2 ≥ your %3.":
        ("%1 darf eine Karte zahlen, um zu teilen (gefragt beim ersten geteilten Effekt): %2 ≥ deine %3.",
         "%1 peut payer une carte pour partager (question posée au premier effet partagé) : %2 ≥ vos %3."),
    "%1 will share: needs %2, has %3.": ("%1 teilt: braucht %2, hat %3.", "%1 partagera : il en faut %2, a %3."),
    "%1 must obey the demand (%2 &lt; your %3), but may pay a card to escape it.":
        ("%1 muss der Forderung folgen (%2 &lt; deine %3), darf ihr aber mit einer Karte entgehen.",
         "%1 doit obéir à l’exigence (%2 &lt; vos %3), mais peut payer une carte pour y échapper."),
    "%1 must obey the demand: %2 &lt; your %3, and no card in hand to escape it.":
        ("%1 muss der Forderung folgen: %2 &lt; deine %3, und keine Karte auf der Hand, um ihr zu entgehen.",
         "%1 doit obéir à l’exigence : %2 &lt; vos %3, et aucune carte en main pour y échapper."),
    "%1 must obey the demand: you have more than twice their %2.":
        ("%1 muss der Forderung folgen: du hast mehr als das Doppelte von %2.",
         "%1 doit obéir à l’exigence : vous avez plus du double de ses %2."),
    "%1 does not share: needs %2, has %3.": ("%1 teilt nicht: braucht %2, hat %3.", "%1 ne partage pas : il en faut %2, a %3."),
    "Immune to the demand: you need more than twice their %1.":
        ("Von der Forderung nicht betroffen: du bräuchtest mehr als das Doppelte von %1.",
         "À l’abri de l’exigence : il vous faut plus du double de ses %1."),
    "If an opponent who shares changes anything, you draw a card afterwards (paying for the share is not a change).":
        ("Ändert ein teilender Gegner etwas, ziehst du danach eine Karte (das Zahlen fürs Teilen ist keine Änderung).",
         "Si un adversaire qui partage change quelque chose, vous piochez ensuite une carte (payer pour partager n’est pas un changement)."),
    "If an opponent who shares changes anything, you draw a card afterwards.":
        ("Ändert ein teilender Gegner etwas, ziehst du danach eine Karte.",
         "Si un adversaire qui partage change quelque chose, vous piochez ensuite une carte."),
    "twice %1": ("das Doppelte von %1", "le double de %1"),
    "%1 may pay a card to share: %2 ≥ %3": ("%1 darf eine Karte zahlen, um zu teilen: %2 ≥ %3",
                                            "%1 peut payer une carte pour partager : %2 ≥ %3"),
    "%1 must obey the demand unless they pay a card: %2 &lt; %3": ("%1 muss der Forderung folgen, außer bei Zahlung einer Karte: %2 &lt; %3",
                                                                   "%1 doit obéir à l’exigence, sauf en payant une carte : %2 &lt; %3"),
    "%1 must obey the demand: twice %2 &lt; %3": ("%1 muss der Forderung folgen: das Doppelte von %2 &lt; %3",
                                                  "%1 doit obéir à l’exigence : le double de %2 &lt; %3"),
    "%1 parleys %2's %3.": ("%1 verhandelt um %3 von %2.", "%1 parlemente pour %3 de %2."),
    "%1 pays %2 to parley.": ("%1 zahlt %2, um zu verhandeln.", "%1 paie %2 pour parlementer."),
    "%1 pays %2 to share.": ("%1 zahlt %2, um zu teilen.", "%1 paie %2 pour partager."),
    "%1 pays %2 to escape the demand.": ("%1 zahlt %2, um der Forderung zu entgehen.", "%1 paie %2 pour échapper à l’exigence."),
    "the dogma": ("das Dogma", "le dogme"),
    "Return a card to parley %1's %2.": ("Lege eine Karte zurück, um um %2 von %1 zu verhandeln.",
                                         "Remettez une carte pour parlementer pour %2 de %1."),
    "Pay a card to share %1's %2? The card is returned; without paying you do not share.":
        ("Eine Karte zahlen, um %2 von %1 zu teilen? Die Karte wird zurückgelegt; ohne Zahlung teilst du nicht.",
         "Payer une carte pour partager %2 de %1 ? La carte est remise ; sans payer, vous ne partagez pas."),
    "Pay a card to escape %1's demand (%2)? The card is returned; without paying you obey.":
        ("Eine Karte zahlen, um der Forderung von %1 (%2) zu entgehen? Die Karte wird zurückgelegt; ohne Zahlung folgst du ihr.",
         "Payer une carte pour échapper à l’exigence de %1 (%2) ? La carte est remise ; sans payer, vous obéissez."),
    "Parley %1's %2": ("Verhandeln um %2 von %1", "Parlementer pour %2 de %1"),
    "Parley %1's %2?": ("Um %2 von %1 verhandeln?", "Parlementer pour %2 de %1 ?"),
    "No, keep my cards": ("Nein, Karten behalten", "Non, garder mes cartes"),
    "Parley": ("Verhandeln", "Parlementer"),
    "parley": ("Verhandeln", "parlementer"),
    "distant players": ("entfernte Spieler", "joueurs éloignés"),
    "You cannot parley %1 now.": ("Du kannst jetzt nicht um %1 verhandeln.", "Vous ne pouvez pas parlementer pour %1 maintenant."),
    "distant": ("entfernt", "éloigné"),
    "neighbour": ("Nachbar", "voisin"),
    "pays to share": ("zahlt fürs Teilen", "paie pour partager"),
    "may escape": ("kann entgehen", "peut échapper"),
    "None (four players at most)": ("Keine (höchstens vier Spieler)", "Aucune (quatre joueurs au plus)"),
    "Parley: pay a card to share with or escape a distant player":
        ("Verhandeln: mit einer Karte bei einem entfernten Spieler teilen oder ihm entgehen",
         "Parlementer : payer une carte pour partager avec un joueur éloigné ou lui échapper"),
    "Distant players: they share or obey only at twice the icons":
        ("Entfernte Spieler: sie teilen oder folgen erst bei doppelt so vielen Symbolen",
         "Joueurs éloignés : ils partagent ou obéissent seulement au double des symboles"),
    "Team games ignore the large-game rule.": ("Teamspiele beachten die Regel für große Runden nicht.",
                                               "Les parties en équipes ignorent la règle des grandes parties."),
    "For games of four or five players.": ("Für Spiele mit vier oder fünf Spielern.", "Pour les parties à quatre ou cinq joueurs."),
    "Five players need the parley or the distant-player rule.":
        ("Fünf Spieler brauchen die Verhandeln- oder die Entfernte-Spieler-Regel.",
         "Cinq joueurs demandent la règle « parlementer » ou celle des joueurs éloignés."),
    "Optional with four players: the player across the table is distant.":
        ("Bei vier Spielern freiwillig: der Spieler gegenüber ist entfernt.",
         "Facultative à quatre joueurs : le joueur en face est éloigné."),
    "Dijkstra": ("Dijkstra", "Dijkstra"),
    "Large-game rule:": ("Regel für große Runden:", "Règle des grandes parties :"),
    "Large-game rule": ("Regel für große Runden", "Règle des grandes parties"),
    "Large-game rule: %1": ("Regel für große Runden: %1", "Règle des grandes parties : %1"),
    "Achievements needed to win: %1": ("Zum Sieg nötige Erfolge: %1", "Accomplissements nécessaires pour gagner : %1"),
    "Players in the demo game, 2 to 5 (five need --large-game).":
        ("Spieler im Demospiel, 2 bis 5 (fünf brauchen --large-game).",
         "Joueurs de la partie de démonstration, 2 à 5 (cinq demandent --large-game)."),
    "Demo: the large-game rule, parley or distant.": ("Demo: die Regel für große Runden, parley oder distant.",
                                                      "Démonstration : la règle des grandes parties, parley ou distant."),
    "Demo with --human: play on until a prompt of this kind or purpose waits (cards, color, yesno, return..., or endorse: the Endorse preview).":
        ("Demo mit --human: weiterspielen, bis eine Frage dieser Art oder dieses Zwecks wartet (cards, color, yesno, return …, oder endorse: die Vorschau von Unterstützen).",
         "Démonstration avec --human : continuer jusqu’à ce qu’une question de ce type ou de ce but attende (cards, color, yesno, return…, ou endorse : l’aperçu de Soutenir)."),
    # ---------------------------------------------------------------- the table that fits every screen (issue 14)
    "%1 cards of age %2 in a score pile": ("%1 Karten des Zeitalters %2 in einem Punktestapel", "%1 cartes d’âge %2 dans une pile de score"),
    "%1 cards of age %2 in a hand": ("%1 Karten des Zeitalters %2 auf einer Hand", "%1 cartes d’âge %2 dans une main"),
    "Score pile: %n point(s)": (("Punktestapel: %n Punkt", "Punktestapel: %n Punkte"), ("Pile de score : %n point", "Pile de score : %n points")),
    "%1 claims %2 by the effect of %3!": ("%1 erringt %2 durch die Wirkung von %3!", "%1 remporte %2 grâce à l’effet de %3 !"),
    "%1 does not share: %2 &lt; your %3.": ("%1 teilt nicht: %2 &lt; deine %3.", "%1 ne partage pas : %2 &lt; vos %3."),
    "%1's demand (%2): ": ("Forderung von %1 (%2): ", "Exigence de %1 (%2) : "),
    "you may choose %1 to transfer to %2.": ("du darfst %1 wählen, die in %2 übertragen werden.", "vous pouvez choisir %1 à transférer dans %2."),
    "choose %1 to transfer to %2.": ("wähle %1, die in %2 übertragen werden.", "choisissez %1 à transférer dans %2."),
    "<b>Game over</b> after %n turn(s).": (("<b>Spielende</b> nach %n Zug.", "<b>Spielende</b> nach %n Zügen."),
                                            ("<b>Partie terminée</b> après %n tour.", "<b>Partie terminée</b> après %n tours.")),
    "Quit Innovation? The game is saved: Continue on the start screen takes it up where you left it.":
        ("Innovation beenden? Das Spiel ist gespeichert: „Fortsetzen“ auf dem Startbildschirm macht dort weiter, wo du aufgehört hast.",
         "Quitter Innovation ? La partie est enregistrée : « Continuer » sur l’écran d’accueil la reprend là où vous l’avez laissée."),
    " and %n special achievement(s)": ((" und %n Sondererfolg", " und %n Sondererfolge"), (" et %n accomplissement spécial", " et %n accomplissements spéciaux")),
    "Demo: play on until the first seat holds N cards in hand.": ("Demo: weiterspielen, bis der erste Platz N Karten auf der Hand hält.",
                                                                 "Démonstration : continuer jusqu’à ce que la première place ait N cartes en main."),
    "Demo: play on until a score pile holds N cards.": ("Demo: weiterspielen, bis ein Punktestapel N Karten hält.",
                                                        "Démonstration : continuer jusqu’à ce qu’une pile de score contienne N cartes."),
    # ---------------------------------------------------------------- Cities of Destiny: catalogue, LAN (city_texts.cpp)
    "Ordinary icon": ("Gewöhnliches Symbol", "Symbole ordinaire"),
    "Hexagon": ("Sechseck", "Hexagone"),
    "Search": ("Suche", "Recherche"),
    "Plus": ("Plus", "Plus"),
    "Arrows": ("Pfeile", "Flèches"),
    "Flag": ("Flagge", "Drapeau"),
    "Fountain": ("Brunnen", "Fontaine"),
    "Bonus": ("Bonus", "Bonus"),
    "Counts like the same icon on a base card.": ("Zählt wie dasselbe Symbol auf einer Grundspielkarte.",
                                                  "Compte comme le même symbole sur une carte du jeu de base."),
    "The picture of the City: no icon.": ("Das Bild der Stadt: kein Symbol.", "L’image de la Cité : aucun symbole."),
    "An icon under a magnifying glass. While visible it counts as that icon. When you meld the City with a Meld action, reveal as many cards from the base pile of the City's age as that age: those showing the icon go to your hand, the others to the bottom of the pile.":
        ("Ein Symbol unter einer Lupe. Solange es sichtbar ist, zählt es als dieses Symbol. Spielst du die Stadt mit "
         "der Aktion Ausspielen aus, decke so viele Karten vom Grundspielstapel ihres Zeitalters auf, wie dieses "
         "Zeitalter angibt: die mit dem Symbol nimmst du auf die Hand, die anderen kommen unter den Stapel.",
         "Un symbole sous une loupe. Tant qu’il est visible, il compte comme ce symbole. Quand vous posez la Cité par "
         "l’action Poser, révélez autant de cartes de la pioche de base de l’âge de la Cité que cet âge : celles qui "
         "portent le symbole vont dans votre main, les autres sous la pioche."),
    "When you meld the City with a Meld action, draw a base card of a value one higher than the City's age.":
        ("Spielst du die Stadt mit der Aktion Ausspielen aus, ziehe eine Grundspielkarte mit einem um eins höheren "
         "Wert als das Zeitalter der Stadt.",
         "Quand vous posez la Cité par l’action Poser, piochez une carte de base d’une valeur supérieure d’un à l’âge "
         "de la Cité."),
    "When you meld the City with a Meld action, splay its color on your board the way the arrow points (left, right or up).":
        ("Spielst du die Stadt mit der Aktion Ausspielen aus, fächere ihre Farbe in deiner Auslage in Pfeilrichtung "
         "auf (nach links, rechts oder oben).",
         "Quand vous posez la Cité par l’action Poser, décalez sa couleur sur votre plateau dans le sens de la flèche "
         "(à gauche, à droite ou vers le haut)."),
    "While visible, the flag counts as one achievement for you, unless an opponent shows more cards of the flag's color than you do.":
        ("Solange sie sichtbar ist, zählt die Flagge für dich als ein Erfolg, außer ein Gegner zeigt mehr Karten in "
         "der Farbe der Flagge als du.",
         "Tant qu’il est visible, le drapeau compte pour vous comme un accomplissement, sauf si un adversaire montre "
         "plus de cartes de la couleur du drapeau que vous."),
    "While visible, the fountain counts as one achievement for you.":
        ("Solange er sichtbar ist, zählt der Brunnen für dich als ein Erfolg.",
         "Tant qu’elle est visible, la fontaine compte pour vous comme un accomplissement."),
    "While visible, adds points to your score: your highest visible bonus counts its number, every other visible bonus counts 1.":
        ("Solange er sichtbar ist, bringt er dir Punkte: dein höchster sichtbarer Bonus zählt seine Zahl, jeder "
         "andere sichtbare Bonus zählt 1.",
         "Tant qu’il est visible, il ajoute des points à votre score : votre bonus visible le plus haut compte pour "
         "son nombre, chaque autre bonus visible pour 1."),
    "hexagon (picture)": ("Sechseck (Bild)", "hexagone (image)"),
    "search: %1": ("Suche: %1", "recherche : %1"),
    "plus": ("Plus", "plus"),
    "arrow: splay %1": ("Pfeil: auffächern nach %1", "flèche : décaler %1"),
    "flag (%1)": ("Flagge (%1)", "drapeau (%1)"),
    "fountain": ("Brunnen", "fontaine"),
    "bonus %1": ("Bonus %1", "bonus %1"),
    "top middle": ("oben Mitte", "en haut au milieu"),
    "top right": ("oben rechts", "en haut à droite"),
    "Legend": ("Legende", "Légende"),
    "Repute": ("Ansehen", "Réputation"),
    "Fame": ("Ruhm", "Renommée"),
    "Glory": ("Ehre", "Gloire"),
    "Victory": ("Sieg", "Victoire"),
    "Meld a City with a left arrow onto your pile of its color while that pile is already splayed left.":
        ("Spiele eine Stadt mit Pfeil nach links auf deinen Stapel ihrer Farbe aus, während er schon nach links "
         "aufgefächert ist.",
         "Posez une Cité portant une flèche vers la gauche sur votre pile de sa couleur alors que cette pile est déjà "
         "décalée à gauche."),
    "Meld a City with a right arrow onto your pile of its color while that pile is already splayed right.":
        ("Spiele eine Stadt mit Pfeil nach rechts auf deinen Stapel ihrer Farbe aus, während er schon nach rechts "
         "aufgefächert ist.",
         "Posez une Cité portant une flèche vers la droite sur votre pile de sa couleur alors que cette pile est déjà "
         "décalée à droite."),
    "Meld a City with an up arrow onto your pile of its color while that pile is already splayed up.":
        ("Spiele eine Stadt mit Pfeil nach oben auf deinen Stapel ihrer Farbe aus, während er schon nach oben "
         "aufgefächert ist.",
         "Posez une Cité portant une flèche vers le haut sur votre pile de sa couleur alors que cette pile est déjà "
         "décalée vers le haut."),
    "Tuck a City with a flag.": ("Lege eine Stadt mit Flagge unter.", "Glissez dessous une Cité portant un drapeau."),
    "Tuck a City with a fountain.": ("Lege eine Stadt mit Brunnen unter.", "Glissez dessous une Cité portant une fontaine."),
    "All cards": ("Alle Karten", "Toutes les cartes"),
    "Base game": ("Grundspiel", "Jeu de base"),
    "Cities of Destiny": ("Cities of Destiny", "Cities of Destiny"),
    "Any special icon": ("Jedes Sondersymbol", "Tout symbole spécial"),
    "Only Cities with this special icon": ("Nur Städte mit diesem Sondersymbol", "Seulement les Cités portant ce symbole spécial"),
    "A City (Cities of Destiny). Cities have no dogma effects: their special icons act when the City is melded, or count while they are visible.":
        ("Eine Stadt (Cities of Destiny). Städte haben keine Dogma-Effekte: ihre Sondersymbole wirken, wenn die Stadt "
         "ausgespielt wird, oder zählen, solange sie sichtbar sind.",
         "Une Cité (Cities of Destiny). Les Cités n’ont pas d’effet Dogme : leurs symboles spéciaux agissent quand la "
         "Cité est posée, ou comptent tant qu’ils sont visibles."),
    "%1: %2": ("%1: %2", "%1 : %2"),
    "Special icons": ("Sondersymbole", "Symboles spéciaux"),
    "When it is covered in a splayed pile, a City shows the top right and bottom right positions (splayed left), the top left and bottom left ones (right), or its bottom row (up).":
        ("Liegt eine Stadt bedeckt in einem aufgefächerten Stapel, zeigt sie die Felder oben rechts und unten rechts "
         "(nach links aufgefächert), oben links und unten links (rechts) oder ihre untere Reihe (oben).",
         "Recouverte dans une pile décalée, une Cité montre les emplacements en haut à droite et en bas à droite "
         "(décalée à gauche), en haut à gauche et en bas à gauche (à droite), ou sa rangée du bas (vers le haut)."),
    "Cities of Destiny expansion": ("Erweiterung Cities of Destiny", "Extension Cities of Destiny"),
    "Play with the 105 Cities of the expansion: City piles beside the base piles, and more achievements to claim.":
        ("Mit den 105 Städten der Erweiterung spielen: Städtestapel neben den Grundspielstapeln und mehr Erfolge zu "
         "erringen.",
         "Jouer avec les 105 Cités de l’extension : des piles de Cités à côté des pioches de base, et davantage "
         "d’accomplissements à remporter."),
    " · Cities": (" · Städte", " · Cités"),
    "Catalogue: only the cards of base or cities.": ("Katalog: nur die Karten von base (Grundspiel) oder cities (Städte).",
                                                      "Catalogue : seulement les cartes de base (jeu de base) ou cities (Cités)."),
    # ---------------------------------------------------------------- the pile browser (issue 17)
    "Browse this pile": ("Diesen Stapel durchsehen", "Parcourir cette pile"),
    "%1 pile": ("Stapel %1", "pile %1"),
    "%1 pile, splayed %2": ("Stapel %1, nach %2 aufgefächert", "pile %1, décalée %2"),
    "%1 · %2": ("%1 · %2", "%1 · %2"),
    "%1 · hand": ("%1 · Hand", "%1 · main"),
    "%1 · score pile": ("%1 · Punktestapel", "%1 · pile de score"),
    "%1 · achievements": ("%1 · Erfolge", "%1 · accomplissements"),
    "Age %1 deck": ("Stapel des Zeitalters %1", "Pioche de l’âge %1"),
    "Achievements to claim": ("Erfolge, die noch zu erringen sind", "Accomplissements à remporter"),
    "No cards.": ("Keine Karten.", "Aucune carte."),
    "%1 · top": ("%1 · oben", "%1 · dessus"),
    "%1 · age %2": ("%1 · Zeitalter %2", "%1 · âge %2"),
    " · seen": (" · gesehen", " · vue"),
    "Close": ("Schließen", "Fermer"),
    "Close the pile browser (Esc)": ("Stapelansicht schließen (Esc)", "Fermer l’aperçu des piles (Échap)"),
    "Piles": ("Stapel", "Piles"),
    "%1 (%2)": ("%1 (%2)", "%1 (%2)"),
    "↑/↓ another pile · Esc closes · your own hidden cards face up, other players' as backs unless you saw them (eye)":
        ("↑/↓ anderer Stapel · Esc schließt · deine verdeckten Karten offen, die der anderen als Rückseiten, außer du hast sie gesehen (Auge)",
         "↑/↓ autre pile · Échap ferme · vos cartes cachées face visible, celles des autres de dos sauf si vous les avez vues (œil)"),
    # ---------------------------------------------------------------- conceding (issue 17)
    "%1 conceded the game.": ("%1 hat aufgegeben.", "%1 a abandonné la partie."),
    "%1 concedes.": ("%1 gibt auf.", "%1 abandonne."),
    "You cannot concede now.": ("Du kannst jetzt nicht aufgeben.", "Vous ne pouvez pas abandonner maintenant."),
    "Concede": ("Aufgeben", "Abandonner"),
    "Concede the game? It ends now and the other players win. This cannot be undone.":
        ("Das Spiel aufgeben? Es endet sofort und die anderen gewinnen. Das lässt sich nicht zurücknehmen.",
         "Abandonner la partie ? Elle se termine maintenant et les autres joueurs gagnent. Impossible d’annuler."),
    "Keep playing": ("Weiterspielen", "Continuer à jouer"),
    "&Concede…": ("&Aufgeben…", "A&bandonner…"),
    "%1 conceded at table %2.": ("%1 hat an Tisch %2 aufgegeben.", "%1 a abandonné à la table %2."),
    # ---------------------------------------------------------------- LAN hints and concessions (issue 17, lanx)
    "%1 conceded at table %2; a bot plays their seat.":
        ("%1 hat an Tisch %2 aufgegeben; ein Bot spielt den Platz weiter.",
         "%1 a abandonné à la table %2 ; un bot joue à sa place."),
    "You conceded. A bot plays your seat now: you can watch the game to its end, or leave the table.":
        ("Du hast aufgegeben. Ein Bot spielt jetzt deinen Platz: Du kannst der Partie bis zum Ende zusehen oder den "
         "Tisch verlassen.",
         "Vous avez abandonné. Un bot joue maintenant à votre place : vous pouvez regarder la partie jusqu’à la fin "
         "ou quitter la table."),
    'Allow hints ("What would the Expert do?")':
        ("Tipps erlauben („Was würde der Experte tun?“)", "Autoriser les conseils (« Que ferait l’Expert ? »)"),
    "Seated players may ask the Expert about their own choices. The hint is worked out on their own computer from "
    "what their seat may see, never from hidden cards.":
        ("Wer am Tisch sitzt, darf den Experten zu den eigenen Entscheidungen fragen. Der Tipp wird auf dem eigenen "
         "Computer aus dem berechnet, was dieser Platz sehen darf, nie aus verdeckten Karten.",
         "Les joueurs assis peuvent consulter l’Expert sur leurs propres choix. Le conseil est calculé sur leur "
         "ordinateur à partir de ce que leur place peut voir, jamais à partir de cartes cachées."),
    "a bot takes the seat": ("übernimmt ein Bot den Platz", "un bot prend sa place"),
    "the game ends": ("endet die Partie", "la partie se termine"),
    "A bot takes the seat: the game goes on to its end and the player who conceded may watch. The game ends: "
    "everyone else wins at once.":
        ("Ein Bot übernimmt: Die Partie geht bis zum Ende weiter, und wer aufgegeben hat, darf zusehen. Die Partie "
         "endet: Alle anderen gewinnen sofort.",
         "Un bot prend la place : la partie continue jusqu’à la fin et le joueur qui a abandonné peut regarder. La "
         "partie se termine : tous les autres gagnent aussitôt."),
    "When a player concedes": ("Wenn jemand aufgibt,", "Quand un joueur abandonne,"),
    "<b>%1</b> conceded; a bot plays their seat.":
        ("<b>%1</b> hat aufgegeben; ein Bot spielt den Platz weiter.", "<b>%1</b> a abandonné ; un bot joue à sa place."),
    "Concede the game? You leave it and a bot plays your seat to the end; you may watch. This cannot be undone.":
        ("Das Spiel aufgeben? Du verlässt es, und ein Bot spielt deinen Platz bis zum Ende; du darfst zusehen. Das "
         "lässt sich nicht zurücknehmen.",
         "Abandonner la partie ? Vous la quittez et un bot joue à votre place jusqu’à la fin ; vous pouvez regarder. "
         "Impossible d’annuler."),
    "You conceded": ("Du hast aufgegeben", "Vous avez abandonné"),
    "Watch the game": ("Partie ansehen", "Regarder la partie"),
    "Leave the table": ("Tisch verlassen", "Quitter la table"),
    "The host of this table did not allow hints.":
        ("Der Gastgeber dieses Tisches hat Tipps nicht erlaubt.", "L’hôte de cette table n’a pas autorisé les conseils."),
    "The Expert cannot advise on this position (%1).":
        ("Der Experte kann zu dieser Stellung nichts raten (%1).", "L’Expert ne peut pas conseiller sur cette position (%1)."),
    # ---------------------------------------------------------------- the story of a game (issue 17)
    "The story of the game": ("Die Geschichte des Spiels", "L’histoire de la partie"),
    "age %1": ("Zeitalter %1", "âge %1"),
    "%1: %2": ("%1: %2", "%1 : %2"),
    "no achievement": ("kein Erfolg", "aucun accomplissement"),
    "Biggest swing: turn %1, %2's score %3 by %4 points.": ("Größter Umschwung: Zug %1, die Punkte von %2 %3 um %4.",
                                                            "Plus grand revirement : tour %1, le score de %2 %3 de %4 points."),
    "rose": ("stiegen", "a augmenté"),
    "fell": ("fielen", "a baissé"),
    "%1 had to obey %n demand(s).": (("%1 musste %n Forderung befolgen.", "%1 musste %n Forderungen befolgen."),
                                     ("%1 a dû obéir à %n exigence.", "%1 a dû obéir à %n exigences.")),
    "Key moments": ("Schlüsselmomente", "Moments clés"),
    "Icons on the board": ("Symbole in der Auslage", "Symboles sur le plateau"),
    "Turns run left to right.": ("Die Züge laufen von links nach rechts.", "Les tours se suivent de gauche à droite."),
    "Rematch": ("Revanche", "Revanche"),
    "Save the game…": ("Spiel speichern…", "Enregistrer la partie…"),
    # ---------------------------------------------------------------- Cities of Destiny in the client
    "Legend": ("Legende", "Légende"),
    "Repute": ("Ansehen", "Réputation"),
    "Fame": ("Ruhm", "Renommée"),
    "Glory": ("Glorie", "Gloire"),
    "Victory": ("Sieg", "Victoire"),
    "Meld a City with a left arrow onto its color's pile while that pile is already splayed left.":
        ("Spiele eine Stadt mit Pfeil nach links auf den Stapel ihrer Farbe aus, während er schon nach links aufgefächert ist.",
         "Posez une Cité à flèche gauche sur la pile de sa couleur alors que cette pile est déjà décalée à gauche."),
    "Meld a City with a right arrow onto its color's pile while that pile is already splayed right.":
        ("Spiele eine Stadt mit Pfeil nach rechts auf den Stapel ihrer Farbe aus, während er schon nach rechts aufgefächert ist.",
         "Posez une Cité à flèche droite sur la pile de sa couleur alors que cette pile est déjà décalée à droite."),
    "Meld a City with an up arrow onto its color's pile while that pile is already splayed up.":
        ("Spiele eine Stadt mit Pfeil nach oben auf den Stapel ihrer Farbe aus, während er schon nach oben aufgefächert ist.",
         "Posez une Cité à flèche vers le haut sur la pile de sa couleur alors que cette pile est déjà décalée vers le haut."),
    "Tuck a City that has a flag.": ("Lege eine Stadt mit Flagge unter.", "Glissez dessous une Cité qui a un drapeau."),
    "Tuck a City that has a fountain.": ("Lege eine Stadt mit Brunnen unter.", "Glissez dessous une Cité qui a une fontaine."),
    "a City of age %1": ("eine Stadt des Zeitalters %1", "une Cité d’âge %1"),
    "the City": ("die Stadt", "la Cité"),
    "City draw: the Meld action added a new color to the board": (
        "Stadt gezogen: Die Aktion Ausspielen brachte eine neue Farbe in die Auslage",
        "Cité piochée : l’action Poser a ajouté une nouvelle couleur au plateau"),
    "City draw: a pile was splayed in a new direction": (
        "Stadt gezogen: Ein Stapel wurde in eine neue Richtung aufgefächert",
        "Cité piochée : une pile a été décalée dans une nouvelle direction"),
    "the plus icon of %1: draw a card of value one higher": (
        "das Plus-Symbol von %1: eine Karte mit um eins höherem Wert ziehen",
        "le symbole plus de %1 : piocher une carte de valeur supérieure d’un"),
    "the arrow icon of %1": ("das Pfeil-Symbol von %1", "la flèche de %1"),
    "the search icon of %1": ("das Such-Symbol von %1", "le symbole de recherche de %1"),
    "the payment for the Endorse action": ("die Bezahlung der Aktion Unterstützen", "le paiement de l’action Soutenir"),
    "%1 endorses %2: demands are issued twice, and they execute their own effects twice.": (
        "%1 unterstützt %2: Forderungen werden zweimal gestellt, und die eigenen Effekte werden zweimal ausgeführt.",
        "%1 soutient %2 : les exigences sont émises deux fois, et ses propres effets sont exécutés deux fois."),
    "<b>Endorse</b>: first tuck a card from your hand, of value up to your City's, to pay.": (
        "<b>Unterstützen</b>: Lege zuerst zur Bezahlung eine Handkarte mit einem Wert bis zu dem deiner Stadt unter.",
        "<b>Soutenir</b> : glissez d’abord dessous une carte de votre main, de valeur au plus celle de votre Cité, pour payer."),
    "Each demand is issued <b>twice</b> to every player who must obey.": (
        "Jede Forderung wird jedem, der gehorchen muss, <b>zweimal</b> gestellt.",
        "Chaque exigence est émise <b>deux fois</b> à chaque joueur qui doit obéir."),
    "You execute each of your non-demand effects <b>twice</b>; players who share execute them once.": (
        "Du führst jeden deiner Effekte ohne Forderung <b>zweimal</b> aus; wer teilt, führt sie einmal aus.",
        "Vous exécutez <b>deux fois</b> chacun de vos effets sans exigence ; ceux qui partagent les exécutent une fois."),
    "Endorse %1": ("%1 unterstützen", "Soutenir %1"),
    "Endorse %1?": ("%1 unterstützen?", "Soutenir %1 ?"),
    "Endorse": ("Unterstützen", "Soutenir"),
    "Endorse ×2": ("Unterstützen ×2", "Soutenir ×2"),
    "Endorse %1 (demands twice, your effects twice)…": ("%1 unterstützen (Forderungen zweimal, deine Effekte zweimal) …",
                                                      "Soutenir %1 (exigences deux fois, vos effets deux fois)…"),
    "You cannot endorse %1 now.": ("Du kannst %1 jetzt nicht unterstützen.", "Vous ne pouvez pas soutenir %1 maintenant."),
    "Score pile: %n point(s).": (("Punktestapel: %n Punkt.", "Punktestapel: %n Punkte."),
                                 ("Pile de score : %n point.", "Pile de score : %n points.")),
    "Bonus %1 on %2: adds %1 (the highest bonus counts its value).": (
        "Bonus %1 auf %2: bringt %1 (der höchste Bonus zählt seinen Wert).",
        "Bonus %1 sur %2 : ajoute %1 (le plus haut bonus compte sa valeur)."),
    "Bonus %1 on %2: adds 1 (every bonus but the highest counts 1).": (
        "Bonus %1 auf %2: bringt 1 (jeder Bonus außer dem höchsten zählt 1).",
        "Bonus %1 sur %2 : ajoute 1 (chaque bonus sauf le plus haut compte 1)."),
    "No bonus is visible.": ("Kein Bonus ist sichtbar.", "Aucun bonus n’est visible."),
    "Score: %1 points.": ("Punkte: %1.", "Score : %1 points."),
    "Achievements held: %1.": ("Errungene Erfolge: %1.", "Accomplissements obtenus : %1."),
    "Fountain on %1: counts (a visible fountain always does).": (
        "Brunnen auf %1: zählt (ein sichtbarer Brunnen zählt immer).",
        "Fontaine sur %1 : compte (une fontaine visible compte toujours)."),
    "Flag (%1) on %2: counts — no opponent shows more %1 cards (%3 shown here).": (
        "Flagge (%1) auf %2: zählt — kein Gegner zeigt mehr Karten in %1 (hier %3).",
        "Drapeau (%1) sur %2 : compte — aucun adversaire ne montre plus de cartes %1 (%3 ici)."),
    "Flag (%1) on %2: does not count — %3 shows %4 %1 cards, more than the %5 here.": (
        "Flagge (%1) auf %2: zählt nicht — %3 zeigt %4 Karten in %1, mehr als die %5 hier.",
        "Drapeau (%1) sur %2 : ne compte pas — %3 montre %4 cartes %1, plus que les %5 ici."),
    "Total: %1 of the %2 needed to win.": ("Gesamt: %1 der %2 zum Sieg nötigen.", "Total : %1 sur les %2 nécessaires pour gagner."),
    "the plus icon (draw a %1)": ("das Plus-Symbol (eine %1 ziehen)", "le symbole plus (piocher un %1)"),
    "the arrow (splay %1 %2)": ("der Pfeil (%1 nach %2 auffächern)", "la flèche (décaler le %1 %2)"),
    "the search icon (%1)": ("das Such-Symbol (%1)", "le symbole de recherche (%1)"),
    "Endorse %1: choose the top City that endorses it (it must show the featured icon).": (
        "%1 unterstützen: Wähle die oberste Stadt, die unterstützt (sie muss das Leitsymbol zeigen).",
        "Soutenir %1 : choisissez la Cité du dessus qui soutient (elle doit montrer le symbole principal)."),
    "Endorse %1: choose the card from your hand to tuck as payment (value up to the City's).": (
        "%1 unterstützen: Wähle die Handkarte, die du zur Bezahlung unterlegst (Wert bis zu dem der Stadt).",
        "Soutenir %1 : choisissez la carte de votre main à glisser dessous pour payer (valeur au plus celle de la Cité)."),
    "%1: which icon acts first?": ("%1: Welches Symbol wirkt zuerst?", "%1 : quel symbole agit en premier ?"),
    "First %1, then %2": ("Zuerst %1, dann %2", "D’abord %1, puis %2"),
    "Decks · Cities": ("Stapel · Städte", "Pioches · Cités"),
    "Score: %1 (+%2 bonus)": ("Punkte: %1 (+%2 Bonus)", "Score : %1 (+%2 bonus)"),
    "Achievements: %1/%2 (+%3 ⚑)": ("Erfolge: %1/%2 (+%3 ⚑)", "Accompl. : %1/%2 (+%3 ⚑)"),
    "Score: %1 (pile %2 + bonus %3)": ("Punkte: %1 (Stapel %2 + Bonus %3)", "Score : %1 (pile %2 + bonus %3)"),
    "Achievements: %1 of %2 (%3 from flags and fountains)": ("Erfolge: %1 von %2 (%3 durch Flaggen und Brunnen)",
                                                             "Accomplissements : %1 sur %2 (%3 par drapeaux et fontaines)"),
    "Age %1 City pile: %n card(s) left": (("Stadtstapel des Zeitalters %1: noch %n Karte", "Stadtstapel des Zeitalters %1: noch %n Karten"),
                                          ("Pioche de Cités d’âge %1 : encore %n carte", "Pioche de Cités d’âge %1 : encore %n cartes")),
    "%n City card(s) of age %1 in a score pile": (
        ("%n Stadt des Zeitalters %1 in einem Punktestapel", "%n Städte des Zeitalters %1 in einem Punktestapel"),
        ("%n Cité d’âge %1 dans une pile de score", "%n Cités d’âge %1 dans une pile de score")),
    "%n City card(s) of age %1 in a hand": (
        ("%n Stadt des Zeitalters %1 in einer Hand", "%n Städte des Zeitalters %1 in einer Hand"),
        ("%n Cité d’âge %1 dans une main", "%n Cités d’âge %1 dans une main")),
    "Cities of Destiny (expansion: City cards, Endorse, flags and fountains)": (
        "Cities of Destiny (Erweiterung: Stadtkarten, Unterstützen, Flaggen und Brunnen)",
        "Cities of Destiny (extension : cartes Cité, Soutenir, drapeaux et fontaines)"),
    "Achievements needed to win: %1.": ("Zum Sieg nötige Erfolge: %1.", "Accomplissements nécessaires pour gagner : %1."),
    "Demo: a game with the Cities of Destiny expansion.": ("Demo: eine Partie mit der Erweiterung Cities of Destiny.",
                                                           "Démonstration : une partie avec l’extension Cities of Destiny."),
    # ---------------------------------------------------------------- hints (hint_panel.cpp, prompt bar, menu)
    "What would the Expert do?": ("Was würde der Experte tun?", "Que ferait l’Expert ?"),
    "What would the &Expert do?": ("Was würde der &Experte tun?", "Que ferait l’&Expert ?"),
    "What would the Expert do? (H)": ("Was würde der Experte tun? (H)", "Que ferait l’Expert ? (H)"),
    "Hint": ("Tipp", "Conseil"),
    "The Expert sees only what you see: your own cards, the open table and the cards you have seen move.": (
        "Der Experte sieht nur, was du siehst: deine eigenen Karten, den offenen Tisch und die Karten, die du "
        "hast wandern sehen.",
        "L'Expert ne voit que ce que vous voyez : vos propres cartes, la table visible et les cartes que vous "
        "avez vues passer."),
    "Stop thinking": ("Nachdenken abbrechen", "Arrêter de réfléchir"),
    "The Expert stopped thinking.": ("Der Experte hat aufgehört nachzudenken.", "L'Expert a cessé de réfléchir."),
    "The Expert is thinking about your choice…": ("Der Experte denkt über deine Wahl nach …",
                                                 "L'Expert réfléchit à votre choix…"),
    "The Expert has no advice here.": ("Der Experte hat hier keinen Rat.", "L'Expert n’a pas de conseil ici."),
    "The Expert would choose, best first:": ("Der Experte würde wählen, das Beste zuerst:",
                                             "L'Expert choisirait, le meilleur d’abord :"),
    "win chance not estimated": ("Gewinnchance nicht geschätzt", "chance de victoire non estimée"),
    "%1% chance to win": ("%1 % Gewinnchance", "%1 % de chances de gagner"),
    "it wins the game": ("damit gewinnst du das Spiel", "vous gagnez la partie"),
    "it claims %n achievement(s)": (("du erringst %n Erfolg", "du erringst %n Erfolge"),
                                    ("vous remportez %n accomplissement", "vous remportez %n accomplissements")),
    "it scores %n point(s)": (("du wertest %n Punkt", "du wertest %n Punkte"),
                              ("vous marquez %n point", "vous marquez %n points")),
    "your opponents lose %n card(s)": (("deine Gegner verlieren %n Karte", "deine Gegner verlieren %n Karten"),
                                       ("vos adversaires perdent %n carte", "vos adversaires perdent %n cartes")),
    "%n fewer demand(s) can reach you": (("%n Forderung weniger kann dich treffen",
                                          "%n Forderungen weniger können dich treffen"),
                                         ("%n exigence de moins peut vous atteindre",
                                          "%n exigences de moins peuvent vous atteindre")),
    "%n more icon(s) on your board": (("%n Symbol mehr in deiner Auslage", "%n Symbole mehr in deiner Auslage"),
                                      ("%n icône de plus sur votre plateau", "%n icônes de plus sur votre plateau")),
    "it splays a pile further": ("du fächerst eine Farbe weiter auf", "vous décalez une couleur davantage"),
    "%n more card(s) in your hand": (("%n Karte mehr auf deiner Hand", "%n Karten mehr auf deiner Hand"),
                                     ("%n carte de plus dans votre main", "%n cartes de plus dans votre main")),
    "the best position overall": ("insgesamt die beste Lage", "la meilleure position dans l’ensemble"),
    "Choose nothing": ("Nichts wählen", "Ne rien choisir"),
    "Close": ("Schließen", "Fermer"),
    # ---------------------------------------------------------------- replays (replay_window, replays_dialog, game_history)
    "&Replays…": ("&Wiederholungen…", "&Revoir des parties…"),
    "Replays": ("Wiederholungen", "Revoir des parties"),
    "Replay": ("Wiederholung", "Revoir"),
    "ReplaysDialog|Replay": ("Ansehen", "Revoir"),
    "This file cannot be replayed: %1": ("Diese Datei lässt sich nicht wiedergeben: %1",
                                         "Impossible de revoir ce fichier : %1"),
    "Replay — Innovation": ("Wiederholung — Innovation", "Revoir — Innovation"),
    "Replay: %1 — Innovation": ("Wiederholung: %1 — Innovation", "Revoir : %1 — Innovation"),
    "Double-click a line to go to that point of the game": ("Doppelklick auf eine Zeile springt an diese Stelle der Partie",
                                                            "Double-cliquez sur une ligne pour aller à ce moment de la partie"),
    "Double-click a turn to go to its start": ("Doppelklick auf einen Zug springt an seinen Anfang",
                                               "Double-cliquez sur un tour pour aller à son début"),
    "Turns": ("Züge", "Tours"),
    "To the start (Home)": ("Zum Anfang (Pos1)", "Au début (Début)"),
    "Previous turn (Page Up)": ("Voriger Zug (Bild auf)", "Tour précédent (Page précédente)"),
    "Previous decision (Left)": ("Vorige Entscheidung (Links)", "Décision précédente (Gauche)"),
    "Next decision (Right)": ("Nächste Entscheidung (Rechts)", "Décision suivante (Droite)"),
    "Next turn (Page Down)": ("Nächster Zug (Bild ab)", "Tour suivant (Page suivante)"),
    "To the end (End)": ("Zum Ende (Ende)", "À la fin (Fin)"),
    "Seen by:": ("Gesehen von:", "Vu par :"),
    "Opening": ("Eröffnung", "Ouverture"),
    "Turn %1 — %2": ("Zug %1 — %2", "Tour %1 — %2"),
    "Decision %1 of %2 · turn %3": ("Entscheidung %1 von %2 · Zug %3", "Décision %1 sur %2 · tour %3"),
    "The cards are dealt.": ("Die Karten sind ausgeteilt.", "Les cartes sont distribuées."),
    "%1 conceded.": ("%1 hat aufgegeben.", "%1 a abandonné."),
    "%1 chose: %2": ("%1 wählte: %2", "%1 a choisi : %2"),
    "nothing": ("nichts", "rien"),
    "Your last %n finished game(s) are kept here. Choose one to step through it.":
        (("Deine letzte beendete Partie wird hier aufbewahrt. Wähle eine, um sie Schritt für Schritt anzusehen.",
          "Deine letzten %n beendeten Partien werden hier aufbewahrt. Wähle eine, um sie Schritt für Schritt anzusehen."),
         ("Votre dernière partie terminée est gardée ici. Choisissez-en une pour la revoir pas à pas.",
          "Vos %n dernières parties terminées sont gardées ici. Choisissez-en une pour la revoir pas à pas.")),
    "Date": ("Datum", "Date"),
    "Winner": ("Gewinner", "Gagnant"),
    "Open a file…": ("Datei öffnen…", "Ouvrir un fichier…"),
    "Replay a saved game": ("Gespeicherte Partie ansehen", "Revoir une partie sauvegardée"),
    "(conceded)": ("(aufgegeben)", "(abandon)"),
    "—": ("—", "—"),
    "%n decision(s)": (("%n Entscheidung", "%n Entscheidungen"), ("%n décision", "%n décisions")),
    "Step through a finished game, or any saved game": ("Eine beendete oder gespeicherte Partie Schritt für Schritt ansehen",
                                                        "Revoir pas à pas une partie terminée ou sauvegardée"),
    "Open a saved game in the replay viewer (with --screenshot: of it).":
        ("Eine gespeicherte Partie in der Wiederholung öffnen (mit --screenshot: ein Bild davon).",
         "Ouvrir une partie sauvegardée pour la revoir (avec --screenshot : une image de celle-ci)."),
}

# English plural forms: source -> (singular, plural).
EN = {
    "Your last %n finished game(s) are kept here. Choose one to step through it.":
        ("Your last finished game is kept here. Choose one to step through it.",
         "Your last %n finished games are kept here. Choose one to step through it."),
    "%n decision(s)": ("%n decision", "%n decisions"),
    "%1 had to obey %n demand(s).": ("%1 had to obey %n demand.", "%1 had to obey %n demands."),
    "Score pile: %n point(s).": ("Score pile: %n point.", "Score pile: %n points."),
    "Age %1 City pile: %n card(s) left": ("Age %1 City pile: %n card left", "Age %1 City pile: %n cards left"),
    "%n City card(s) of age %1 in a score pile": ("%n City card of age %1 in a score pile", "%n City cards of age %1 in a score pile"),
    "%n City card(s) of age %1 in a hand": ("%n City card of age %1 in a hand", "%n City cards of age %1 in a hand"),
    "Your hand (%n card(s))": ("Your hand (%n card)", "Your hand (%n cards)"),
    "Hand: %n card(s)": ("Hand: %n card", "Hand: %n cards"),
    "%n castle(s)": ("%n castle", "%n castles"),
    "%n crown(s)": ("%n crown", "%n crowns"),
    "%n leaf/leaves": ("%n leaf", "%n leaves"),
    "%n lightbulb(s)": ("%n lightbulb", "%n lightbulbs"),
    "%n factory/factories": ("%n factory", "%n factories"),
    "%n clock(s)": ("%n clock", "%n clocks"),
    "Turn %1 — %2 (%n action(s))": ("Turn %1 — %2 (%n action)", "Turn %1 — %2 (%n actions)"),
    "%n card(s)": ("%n card", "%n cards"),
    "up to %n card(s)": ("up to %n card", "up to %n cards"),
    "Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.": (
        "Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.",
        "Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve."),
    "Choose exactly %n.": ("Choose exactly %n.", "Choose exactly %n."),
    "The game lasted %n turn(s).": ("The game lasted %n turn.", "The game lasted %n turns."),
    "<b>Turn %1</b> · %2 to play · %n action(s) left": ("<b>Turn %1</b> · %2 to play · %n action left",
                                                        "<b>Turn %1</b> · %2 to play · %n actions left"),
    "%n server(s) found.": ("%n server found.", "%n servers found."),
    "%1 away — the game waits for them": ("%1 away — the game waits for them", "%1 away — the game waits for them"),
    "%1 — %n decision(s) played": ("%1 — %n decision played", "%1 — %n decisions played"),
    "▶ %n action(s) left": ("▶ %n action left", "▶ %n actions left"),
    "Age %1 deck: %n card(s) left": ("Age %1 deck: %n card left", "Age %1 deck: %n cards left"),
    "%n seat(s) are still open: wait for players, or fill them with bots.": (
        "%n seat is still open: wait for players, or fill it with a bot.",
        "%n seats are still open: wait for players, or fill them with bots."),
    "Restored %n table(s) from %1.": ("Restored %n table from %1.", "Restored %n tables from %1."),
    "Score pile: %n point(s)": ("Score pile: %n point", "Score pile: %n points"),
    " and %n special achievement(s)": (" and %n special achievement", " and %n special achievements"),
    "<b>Game over</b> after %n turn(s).": ("<b>Game over</b> after %n turn.", "<b>Game over</b> after %n turns."),
    "You already have %n unfinished table(s) on this server: finish or leave one first.": (
        "You already have %n unfinished table on this server: finish or leave it first.",
        "You already have %n unfinished tables on this server: finish or leave one first."),
    "Too many wrong passwords from your address: wait %n second(s) before trying again.": (
        "Too many wrong passwords from your address: wait %n second before trying again.",
        "Too many wrong passwords from your address: wait %n seconds before trying again."),
    "it claims %n achievement(s)": ("it claims %n achievement", "it claims %n achievements"),
    "it scores %n point(s)": ("it scores %n point", "it scores %n points"),
    "your opponents lose %n card(s)": ("your opponents lose %n card", "your opponents lose %n cards"),
    "%n fewer demand(s) can reach you": ("%n fewer demand can reach you", "%n fewer demands can reach you"),
    "%n more icon(s) on your board": ("%n more icon on your board", "%n more icons on your board"),
    "%n more card(s) in your hand": ("%n more card in your hand", "%n more cards in your hand"),
}

LANG_INDEX = {"de": 0, "fr": 1}


CONTEXT_TABLES = {"CardText": EFFECTS, "CardRuling": RULINGS}
SPACED_PUNCTUATION = re.compile(r"[ \u00a0\u202f]+([:;!?»])")
BARE_PUNCTUATION = re.compile(r"(\w)([:;!?»])(?=\s|$|<|\)|[.,])")
OPENING_QUOTE = re.compile(r"«[ \u00a0\u202f]*")


def french_spacing(text):
    """One no-break space (U+00A0) before : ; ! ? » and after «, wherever the punctuation closes a word or a
    sentence; "%1:%2", "*.json;;" and HTML entities (&lt;) are left as they are."""
    text = SPACED_PUNCTUATION.sub("\u00a0\\1", text)
    text = BARE_PUNCTUATION.sub(
        lambda m: m.group(0) if m.group(2) == ";" and re.search(r"&#?\w+$", m.string[:m.end(1)])
        else m.group(1) + "\u00a0" + m.group(2), text)
    return OPENING_QUOTE.sub("«\u00a0", text)


def lookup(context, source, lang):
    if lang == "en":
        return EN.get(source)
    short = context.split("::")[-1]
    table = CONTEXT_TABLES.get(short)
    row = table.get(source) if table is not None else T.get(f"{short}|{source}", T.get(source))
    if row is None:
        return None
    value = row[LANG_INDEX[lang]]
    if lang == "fr":
        value = tuple(map(french_spacing, value)) if isinstance(value, tuple) else french_spacing(value)
    return value


def fill(path):
    lang = path.rsplit("_", 1)[-1].split(".")[0]
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", {"de": "de_DE", "fr": "fr_FR", "en": "en_US"}[lang])
    missing = []
    for ctx in root.iter("context"):
        cname = ctx.findtext("name")
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            tr = msg.find("translation")
            value = lookup(cname, source, lang)
            if value is None:
                if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete") or not (tr.text or list(tr)):
                    missing.append(f"{cname}: {source!r}")
                continue
            plural = msg.get("numerus") == "yes"
            if plural != isinstance(value, tuple):
                missing.append(f"{cname}: {source!r} (the table row must {'' if plural else 'not '}be a pair)")
                continue
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            tr.attrib.pop("type", None)
            for child in list(tr):
                tr.remove(child)
            if plural:
                tr.text = None
                for form in value:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = value
    tree.write(path, encoding="utf-8", xml_declaration=True)
    for m in missing:
        print(f"{path}: no translation for {m}")
    return len(missing)


if __name__ == "__main__":
    sys.exit(1 if sum(fill(p) for p in sys.argv[1:]) else 0)
