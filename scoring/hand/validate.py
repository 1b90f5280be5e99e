"""Refuse hands that cannot exist under a house's tile set or whose flags contradict.

Each refusal is `impossible(code, message, field)` with a stable snake_case code.
"""

from __future__ import annotations

from scoring.errors import ErrorCode, impossible
from scoring.hand.inputs import HandInput
from scoring.hand.tiles import NO_REDS, NORTH, MeldKind, parse_tiles, tile_name
from scoring.rules.hand import HandRules, TileRules

# Enum members are slow to look up on their class in Python 3.11 (~50 ns): kept at hand.
_CHI = MeldKind.CHI
_ANKAN = MeldKind.ANKAN


def removed_tiles(notation: str) -> frozenset[int]:
    """The tiles of a `removed` notation (a house's tile set keeps them as
    `TileRules.removed_tiles`)."""
    return frozenset(parse_tiles(notation, "tiles.removed").tiles)


def _check_seats(h: HandInput, players: int) -> None:
    if not 0 <= h.winner < players:
        raise impossible(ErrorCode.SEAT_OUT_OF_RANGE, f"Seats are 0 to {players - 1}.", "winner")
    if h.discarder is not None:
        if not 0 <= h.discarder < players:
            raise impossible(ErrorCode.SEAT_OUT_OF_RANGE, f"Seats are 0 to {players - 1}.",
                             "discarder")
        if h.discarder == h.winner:
            raise impossible(ErrorCode.DISCARDER_IS_WINNER,
                             "A player cannot ron their own discard.", "discarder")


def _check_tile_set(h: HandInput, tiles: TileRules) -> list[int]:
    """Check every tile exists here: concealed, melds, indicators and nuki norths together;
    then (the same walk over the melds) that the house allows each meld (`_check_melds`).
    Return the counts of the hand's tiles, melds included (kans as four)."""
    hand = h.counts
    red_melds = odd_meld = False
    if h.melds:
        hand = hand[:]
        no_chi = not tiles.chi
        for m in h.melds:
            t = m.tile
            if m.kind is _CHI:
                hand[t] += 1
                hand[t + 1] += 1
                hand[t + 2] += 1
                odd_meld = odd_meld or no_chi
            else:
                hand[t] += len(m.tiles)
                odd_meld = odd_meld or t == NORTH
            red_melds = red_melds or m.reds > 0
    counts = hand
    if h.dora_indicators or h.ura_indicators or h.nukidora:
        counts = hand[:]
        for t in h.dora_indicators:
            counts[t] += 1
        for t in h.ura_indicators:
            counts[t] += 1
        counts[NORTH] += h.nukidora
    gone = tiles.removed_tiles
    if gone and (h.win_tile in gone or any(map(counts.__getitem__, gone))):
        _refuse_missing_tile(h, gone)
    if max(counts) > 4:
        t = counts.index(max(counts))
        raise impossible(ErrorCode.FIFTH_COPY, f"There are only four {tile_name(t)}.", None)
    if h.concealed_reds is not NO_REDS or h.indicator_reds is not NO_REDS or red_melds:
        _check_reds(h, tiles)
    if odd_meld:  # a chi, or a north pon or kan: refused there if the house has none
        _check_melds(h, tiles)
    return hand


def _check_reds(h: HandInput, tiles: TileRules) -> None:
    reds = [h.concealed_reds[0] + h.indicator_reds[0], h.concealed_reds[1] + h.indicator_reds[1],
            h.concealed_reds[2] + h.indicator_reds[2]]
    for m in h.melds:
        if m.reds:
            reds[m.tile // 9] += m.reds
    if reds[0] > tiles.red_man or reds[1] > tiles.red_pin or reds[2] > tiles.red_sou:
        for suit, letter in enumerate("mps"):
            if reds[suit] > tiles.red_count(letter):
                raise impossible(ErrorCode.TOO_MANY_RED_FIVES,
                                 f"This set has {tiles.red_count(letter)} red 5{letter}.", None)


def _refuse_missing_tile(h: HandInput, gone: frozenset[int]) -> None:
    groups: list[tuple[str, tuple[int, ...]]] = [("concealed", h.concealed)]
    groups += [(f"melds[{i}].tiles", m.tiles) for i, m in enumerate(h.melds)]
    groups += [("dora_indicators", h.dora_indicators), ("ura_indicators", h.ura_indicators),
               ("win_tile", (h.win_tile,))]
    for field, group in groups:
        for t in group:
            if t in gone:
                raise impossible(ErrorCode.TILE_NOT_IN_SET,
                                 f"{tile_name(t)} is not in this tile set.", field)


def _check_melds(h: HandInput, tiles: TileRules) -> None:
    for i, m in enumerate(h.melds):
        if m.kind is _CHI and not tiles.chi:
            raise impossible(ErrorCode.MELD_NOT_ALLOWED, "This house has no chi.", f"melds[{i}]")
        if m.tile == NORTH and m.kind is not _ANKAN and not tiles.north_pon:
            raise impossible(ErrorCode.MELD_NOT_ALLOWED, "North cannot be called here.",
                             f"melds[{i}]")


def _check_size(h: HandInput) -> None:
    size = len(h.concealed)  # the tiles `counts` counts
    if len(h.melds) > 4 or size != 14 - 3 * len(h.melds):
        raise impossible(
            ErrorCode.WRONG_HAND_SIZE,
            f"With {len(h.melds)} melds the concealed part has {14 - 3 * len(h.melds)} tiles "
            f"(winning tile included), not {size}.",
            "concealed",
        )
    if not h.counts[h.win_tile]:
        raise impossible(ErrorCode.WIN_TILE_NOT_IN_HAND, "The winning tile must be in 'concealed'.",
                         "win_tile")


def is_fourth_kan_win(h: HandInput, rules: HandRules) -> bool:
    """Suukantsu won at the fourth kan (where the house says so): four melds and a single
    tile left, no pair."""
    return rules.suukantsu_at_fourth_kan and len(h.melds) == 4 and sum(h.counts) == 1


# The only flags a win at the fourth kan can carry (ippatsu ends with the kan itself).
_FOURTH_KAN_FLAGS = frozenset(("riichi", "double_riichi", "open_riichi"))


def _check_fourth_kan(h: HandInput, rules: HandRules) -> None:
    """Four kans and the one tile left; `win_tile` is the tile of the fourth kan, whose kind
    says who pays: a daiminkan is a ron on its discarder, an ankan or kakan a tsumo."""
    for i, m in enumerate(h.melds):
        if not m.is_kan:
            raise impossible(
                ErrorCode.FOURTH_KAN_NEEDS_FOUR_KANS,
                "A hand won at the fourth kan has four kans and one tile left; with these "
                "melds the concealed part has 2 tiles (winning tile included).",
                f"melds[{i}]",
            )
    fourth = next((m for m in h.melds if m.tile == h.win_tile), None)
    if fourth is None:
        raise impossible(ErrorCode.FOURTH_KAN_WIN_TILE,
                         "For suukantsu won at the fourth kan, 'win_tile' is the fourth kan's "
                         "tile.", "win_tile")
    if fourth.kind is MeldKind.MINKAN:
        if h.discarder is None and rules.suukantsu_fourth_kan_ron:
            raise impossible(ErrorCode.FOURTH_KAN_DISCARDER,
                             "A fourth kan called on a discard is paid by its discarder.",
                             "discarder")
    elif h.discarder is not None:
        raise impossible(ErrorCode.FOURTH_KAN_DISCARDER,
                         "A fourth kan made from one's own tiles is paid as a tsumo.",
                         "discarder")
    if h.discarder is not None and not rules.suukantsu_fourth_kan_ron:
        raise impossible(ErrorCode.FOURTH_KAN_DISCARDER,
                         "Here suukantsu at the fourth kan is paid as a tsumo.", "discarder")
    for name in h.flags:
        if name not in _FOURTH_KAN_FLAGS:
            raise _conflict(f"'{name}' does not apply to suukantsu won at the fourth kan.",
                            name)


def _conflict(message: str, field: str) -> Exception:
    return impossible(ErrorCode.FLAG_CONFLICT, message, field)


# Flags that describe a tsumo win, and those that describe a ron win.
_TSUMO_ONLY = frozenset(("haitei", "rinshan", "tenhou", "chiihou", "first_draw"))
_RON_ONLY = frozenset(("houtei", "chankan", "renhou", "kanburi", "discarder_riichi",
                       "chankan_ankan"))


def _opened(h: HandInput) -> bool:
    """Some meld is open (asked only when a flag needs a closed hand)."""
    return any(m.is_open for m in h.melds)


def _check_flags(h: HandInput, tiles: TileRules, rules: HandRules) -> None:
    if not h.flags:
        if h.ura_indicators:
            raise impossible(ErrorCode.URA_WITHOUT_RIICHI, "Ura dora count only after riichi.",
                             "ura_indicators")
        return
    declared = h.riichi or h.double_riichi or h.open_riichi
    if declared and h.melds and _opened(h):
        raise _conflict("Riichi needs a closed hand.", "riichi")
    if h.ippatsu and not declared:
        raise _conflict("Ippatsu needs riichi.", "ippatsu")
    if h.open_riichi and "open_riichi" not in rules.effective_yaku:
        raise impossible(ErrorCode.OPEN_RIICHI_NOT_ALLOWED, "This house has no open riichi.",
                         "open_riichi")
    tsumo = h.discarder is None
    if not (_RON_ONLY if tsumo else _TSUMO_ONLY).isdisjoint(h.flags):
        for name in h.flags:  # the first one given is reported
            if name in _TSUMO_ONLY and not tsumo:
                raise _conflict(f"'{name}' is a tsumo win.", name)
            if name in _RON_ONLY and tsumo:
                raise _conflict(f"'{name}' is a ron win.", name)
    if h.rinshan:
        nuki = (h.nukidora or h.flowers) and tiles.nuki_rinshan
        if not any(m.is_kan for m in h.melds) and not nuki:
            raise _conflict("Rinshan kaihou needs a kan.", "rinshan")
    if h.chankan_ankan and not h.chankan:
        raise _conflict("'chankan_ankan' describes a chankan.", "chankan_ankan")
    if h.chankan_ankan and not rules.kokushi_chankan_ankan:
        raise impossible(ErrorCode.CHANKAN_ANKAN_NOT_ALLOWED,
                         "A concealed kan cannot be robbed here.", "chankan_ankan")
    if h.tenhou or h.chiihou or h.renhou:
        _check_first_turn(h, declared)
    if h.ura_indicators and not declared:
        raise impossible(ErrorCode.URA_WITHOUT_RIICHI, "Ura dora count only after riichi.",
                         "ura_indicators")
    if h.maneman and h.melds and _opened(h):
        raise _conflict("Mane-man needs a closed hand.", "maneman")


def _check_first_turn(h: HandInput, declared: bool) -> None:
    """Tenhou, chiihou, renhou."""
    for name in ("tenhou", "chiihou", "renhou"):
        if getattr(h, name) and (h.melds or declared):
            raise _conflict(f"'{name}' is a first-turn win without calls or riichi.", name)
    if h.tenhou and not h.is_dealer:
        raise _conflict("Tenhou is the dealer's win.", "tenhou")
    if (h.chiihou or h.renhou) and h.is_dealer:
        raise _conflict("Chiihou and renhou are non-dealer wins.", "chiihou" if h.chiihou
                        else "renhou")


def validate(h: HandInput, tiles: TileRules, rules: HandRules, players: int) -> list[int]:
    """Refuse an impossible hand; return the counts of the concealed tiles (shared with
    `h`: read them, never change them)."""
    validated_counts(h, tiles, rules, players)
    return h.counts


def validated_counts(h: HandInput, tiles: TileRules, rules: HandRules, players: int) -> list[int]:
    """Refuse an impossible hand; return the counts of all its tiles, melds included (kans as
    four; shared with `h` when there is no meld: read them, never change them). The checks
    run in a fixed order, which decides which refusal a hand with several faults gets."""
    _check_seats(h, players)
    if h.nukidora < 0 or h.flowers < 0:
        raise impossible(ErrorCode.COUNT_OUT_OF_RANGE, "Counts cannot be negative.",
                         "nukidora" if h.nukidora < 0 else "flowers")
    if h.nukidora and not tiles.north_nuki:
        raise impossible(ErrorCode.NUKIDORA_NOT_ALLOWED, "North is not set aside as dora here.",
                         "nukidora")
    if h.flowers > tiles.flowers:
        raise impossible(ErrorCode.TOO_MANY_FLOWERS, f"This set has {tiles.flowers} flowers.",
                         "flowers")
    all_counts = _check_tile_set(h, tiles)  # and _check_melds
    if rules.suukantsu_at_fourth_kan and is_fourth_kan_win(h, rules):
        _check_fourth_kan(h, rules)
    else:
        _check_size(h)
    _check_flags(h, tiles, rules)
    return all_counts
