"""A tournament of many tables, as pure logic the server and the phone share: seating a
round (`seating`), and the standings from every finished game's settlement as the house
settles it plus the organizer's penalties (`standings`, `play`). Nothing here stores or
serves anything: `webapp/` keeps the tournament and calls these."""
