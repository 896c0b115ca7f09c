<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ArtifactsTexts</name>
    <message numerus="yes">
        <source>Age %1 Artifacts pile: %n card(s) left</source>
        <translation>
            <numerusform>Age %1 Artifacts pile: %n card left</numerusform>
            <numerusform>Age %1 Artifacts pile: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Artifact(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Artifact of age %1 in a score pile</numerusform>
            <numerusform>%n Artifacts of age %1 in a score pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Artifact(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Artifact of age %1 in a hand</numerusform>
            <numerusform>%n Artifacts of age %1 in a hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 Artifacts of age %2</source>
        <comment>%1: how many, in words (seven)</comment>
        <translation>
            <numerusform>%1 Artifact of age %2</numerusform>
            <numerusform>%1 Artifacts of age %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CityTexts</name>
    <message numerus="yes">
        <source>%n flag(s) or fountain(s)</source>
        <translation>
            <numerusform>%n flag or fountain</numerusform>
            <numerusform>%n flags or fountains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EchoesTexts</name>
    <message numerus="yes">
        <source>Age %1 Echoes pile: %n card(s) left</source>
        <translation>
            <numerusform>Age %1 Echoes pile: %n card left</numerusform>
            <numerusform>Age %1 Echoes pile: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n base card(s) of age %1 in a forecast</source>
        <translation>
            <numerusform>%n base card of age %1 in a forecast</numerusform>
            <numerusform>%n base cards of age %1 in a forecast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n Echoes card of age %1 in a score pile</numerusform>
            <numerusform>%n Echoes cards of age %1 in a score pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a forecast</source>
        <translation>
            <numerusform>%n Echoes card of age %1 in a forecast</numerusform>
            <numerusform>%n Echoes cards of age %1 in a forecast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Echoes card(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n Echoes card of age %1 in a hand</numerusform>
            <numerusform>%n Echoes cards of age %1 in a hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SinceText</name>
    <message numerus="yes">
        <source>%n earlier turn(s): see the log.</source>
        <translation>
            <numerusform>%n earlier turn: see the log.</numerusform>
            <numerusform>%n earlier turns: see the log.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message numerus="yes">
        <source>Your hand (%n card(s))</source>
        <translation>
            <numerusform>Your hand (%n card)</numerusform>
            <numerusform>Your hand (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score pile: %n point(s)</source>
        <translation>
            <numerusform>Score pile: %n point</numerusform>
            <numerusform>Score pile: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forecast: %n</source>
        <translation>
            <numerusform>Forecast: %n</numerusform>
            <numerusform>Forecast: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your forecast (%n)</source>
        <translation>
            <numerusform>Your forecast (%n)</numerusform>
            <numerusform>Your forecast (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n castle</numerusform>
            <numerusform>%n castles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crown(s)</source>
        <translation>
            <numerusform>%n crown</numerusform>
            <numerusform>%n crowns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n leaf</numerusform>
            <numerusform>%n leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lightbulb(s)</source>
        <translation>
            <numerusform>%n lightbulb</numerusform>
            <numerusform>%n lightbulbs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n factory/factories</source>
        <translation>
            <numerusform>%n factory</numerusform>
            <numerusform>%n factories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clock(s)</source>
        <translation>
            <numerusform>%n clock</numerusform>
            <numerusform>%n clocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 — %2 (%n action(s))</source>
        <translation>
            <numerusform>Turn %1 — %2 (%n action)</numerusform>
            <numerusform>Turn %1 — %2 (%n actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n card(s)</source>
        <translation>
            <numerusform>up to %n card</numerusform>
            <numerusform>up to %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.</source>
        <translation>
            <numerusform>Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.</numerusform>
            <numerusform>Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score pile: %n point(s).</source>
        <translation>
            <numerusform>Score pile: %n point.</numerusform>
            <numerusform>Score pile: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First the echo effects, from the bottom of the pile up: %1.</source>
        <translation>
            <numerusform>First the echo effect of %1.</numerusform>
            <numerusform>First the echo effects, from the bottom of the pile up: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the exchange, %1 go(es) from %2 %3.</source>
        <comment>%3: where to, with its preposition (into Ada&apos;s hand)</comment>
        <translation>
            <numerusform>In the exchange, %1 goes from %2 %3.</numerusform>
            <numerusform>In the exchange, %1 go from %2 %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 Cities of age %2</source>
        <comment>%1: how many, in words (seven)</comment>
        <translation>
            <numerusform>%1 City of age %2</numerusform>
            <numerusform>%1 Cities of age %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2s</source>
        <comment>%1: how many, in words (seven); %2: their age: seven 2s</comment>
        <translation>
            <numerusform>%1 %2</numerusform>
            <numerusform>%1 %2s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorTips</name>
    <message numerus="yes">
        <source>You may achieve an age when your score is at least five times that age and one of your top cards is of that age or higher. It costs an action and no points. The first to hold %n achievement(s) wins the game.</source>
        <translation>
            <numerusform>You may achieve an age when your score is at least five times that age and one of your top cards is of that age or higher. It costs an action and no points. The first to hold %n achievement wins the game.</numerusform>
            <numerusform>You may achieve an age when your score is at least five times that age and one of your top cards is of that age or higher. It costs an action and no points. The first to hold %n achievements wins the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::CatalogueWindow</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n special achievement(s)</source>
        <translation>
            <numerusform> and %n special achievement</numerusform>
            <numerusform> and %n special achievements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::ChoiceBox</name>
    <message numerus="yes">
        <source>Meld a card from your hand (%n)</source>
        <translation>
            <numerusform>Meld a card from your hand (%n)</numerusform>
            <numerusform>Meld a card from your hand (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::GameController</name>
    <message numerus="yes">
        <source>Choose exactly %n.</source>
        <translation>
            <numerusform>Choose exactly %n.</numerusform>
            <numerusform>Choose exactly %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::GameOverPanel</name>
    <message numerus="yes">
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>The game lasted %n turn.</numerusform>
            <numerusform>The game lasted %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::GameScreen</name>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1&lt;/b&gt; · %2 to play · %n action(s) left</source>
        <translation>
            <numerusform>&lt;b&gt;Turn %1&lt;/b&gt; · %2 to play · %n action left</numerusform>
            <numerusform>&lt;b&gt;Turn %1&lt;/b&gt; · %2 to play · %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Game over&lt;/b&gt; after %n turn(s).</source>
        <translation>
            <numerusform>&lt;b&gt;Game over&lt;/b&gt; after %n turn.</numerusform>
            <numerusform>&lt;b&gt;Game over&lt;/b&gt; after %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::HintPanel</name>
    <message numerus="yes">
        <source>it claims %n achievement(s)</source>
        <translation>
            <numerusform>it claims %n achievement</numerusform>
            <numerusform>it claims %n achievements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it scores %n point(s)</source>
        <translation>
            <numerusform>it scores %n point</numerusform>
            <numerusform>it scores %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your opponents lose %n card(s)</source>
        <translation>
            <numerusform>your opponents lose %n card</numerusform>
            <numerusform>your opponents lose %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fewer demand(s) can reach you</source>
        <translation>
            <numerusform>%n fewer demand can reach you</numerusform>
            <numerusform>%n fewer demands can reach you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more icon(s) on your board</source>
        <translation>
            <numerusform>%n more icon on your board</numerusform>
            <numerusform>%n more icons on your board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) in your hand</source>
        <translation>
            <numerusform>%n more card in your hand</numerusform>
            <numerusform>%n more cards in your hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::JoinLanDialog</name>
    <message numerus="yes">
        <source>%n server(s) found.</source>
        <translation>
            <numerusform>%n server found.</numerusform>
            <numerusform>%n servers found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::LanSession</name>
    <message numerus="yes">
        <source>%1 away — the game waits for them</source>
        <translation>
            <numerusform>%1 away — the game waits for them</numerusform>
            <numerusform>%1 away — the game waits for them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::MainWindow</name>
    <message numerus="yes">
        <source>%1 — %n decision(s) played</source>
        <translation>
            <numerusform>%1 — %n decision played</numerusform>
            <numerusform>%1 — %n decisions played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::PileBrowser</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::ReplaysDialog</name>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your last %n finished game(s) are kept here, and any unfinished game a new one replaced. Choose one to step through it.</source>
        <translation>
            <numerusform>Your last finished game is kept here, and any unfinished game a new one replaced. Choose one to step through it.</numerusform>
            <numerusform>Your last %n finished games are kept here, and any unfinished game a new one replaced. Choose one to step through it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::ReviewWindow</name>
    <message numerus="yes">
        <source>Done: the Expert went through %n decision(s).</source>
        <translation>
            <numerusform>Done: the Expert went through %n decision.</numerusform>
            <numerusform>Done: the Expert went through %n decisions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Expert would have chosen: %1 (%2, %n percentage point(s) more)</source>
        <translation>
            <numerusform>The Expert would have chosen: %1 (%2, %n percentage point more)</numerusform>
            <numerusform>The Expert would have chosen: %1 (%2, %n percentage points more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::StoryDialog</name>
    <message numerus="yes">
        <source>%1 had to obey %n demand(s).</source>
        <translation>
            <numerusform>%1 had to obey %n demand.</numerusform>
            <numerusform>%1 had to obey %n demands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::client::TableScene</name>
    <message numerus="yes">
        <source>▶ %n action(s) left</source>
        <translation>
            <numerusform>▶ %n action left</numerusform>
            <numerusform>▶ %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Age %1 deck: %n card(s) left</source>
        <translation>
            <numerusform>Age %1 deck: %n card left</numerusform>
            <numerusform>Age %1 deck: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Age %1 City pile: %n card(s) left</source>
        <translation>
            <numerusform>Age %1 City pile: %n card left</numerusform>
            <numerusform>Age %1 City pile: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n City card(s) of age %1 in a score pile</source>
        <translation>
            <numerusform>%n City card of age %1 in a score pile</numerusform>
            <numerusform>%n City cards of age %1 in a score pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n City card(s) of age %1 in a hand</source>
        <translation>
            <numerusform>%n City card of age %1 in a hand</numerusform>
            <numerusform>%n City cards of age %1 in a hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>▶ %n left</source>
        <translation>
            <numerusform>▶ %n left</numerusform>
            <numerusform>▶ %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::net::LanServer</name>
    <message numerus="yes">
        <source>Restored %n table(s) from %1.</source>
        <translation>
            <numerusform>Restored %n table from %1.</numerusform>
            <numerusform>Restored %n tables from %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inno::net::Lobby</name>
    <message numerus="yes">
        <source>You already have %n unfinished table(s) on this server: finish or leave one first.</source>
        <translation>
            <numerusform>You already have %n unfinished table on this server: finish or leave it first.</numerusform>
            <numerusform>You already have %n unfinished tables on this server: finish or leave one first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong passwords from your address: wait %n second(s) before trying again.</source>
        <translation>
            <numerusform>Too many wrong passwords from your address: wait %n second before trying again.</numerusform>
            <numerusform>Too many wrong passwords from your address: wait %n seconds before trying again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) are still open: wait for players, or fill them with bots.</source>
        <translation>
            <numerusform>%n seat is still open: wait for players, or fill it with a bot.</numerusform>
            <numerusform>%n seats are still open: wait for players, or fill them with bots.</numerusform>
        </translation>
    </message>
</context>
</TS>
