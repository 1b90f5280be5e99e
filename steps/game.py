"""Whole games: each step adds one event to the score sheet and replays it.

Players are fixed for the game (`プレイヤー0` is the first dealer); riichi declared with
`前提 プレイヤー1がリーチする` belongs to the next event's hand. `前提 4人で回す` plays a game
with more people than seats (4人回し): players 0.. sit down in order, the rest rest first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from scoring.api.lookup import ruleset
from steps.answer import Answer, Mismatch, ask, expect
from steps.phrase import given, then, when
from steps.words import (
    ABORTIVE_WORDS,
    END_REASONS,
    WIND_WORDS,
    nfkc,
    numbers,
    penalty_kind,
    seat_list,
)


@dataclass
class Game:
    events: list[dict[str, Any]] = field(default_factory=list)  # the score sheet so far
    riichi: list[int] = field(default_factory=list)  # players declaring riichi in the next event
    open_riichi: list[int] = field(default_factory=list)
    participants: int = 0  # people in the game where more than the seats (0: the seats)


@pytest.fixture
def game() -> Game:
    return Game()


def _replay(house_id: str, game: Game) -> Answer:
    request: dict[str, Any] = {"events": game.events}
    if game.participants:
        request["participants"] = [f"プレイヤー{p}" for p in range(game.participants)]
    return ask("replay", house_id, request)


def _add(house_id: str, game: Game, event: dict[str, Any]) -> Answer:
    event["riichi"] = game.riichi
    game.riichi = []
    if game.open_riichi:
        event["open_riichi"] = game.open_riichi
        game.open_riichi = []
    game.events.append(event)
    return _replay(house_id, game)


def _win(house_id: str, game: Game, **win: Any) -> Answer:
    stop = win.pop("stop", False)
    event: dict[str, Any] = {"type": "win", "wins": [win]}
    if stop:
        event["stop"] = True
    return _add(house_id, game, event)


def _current(house_id: str, game: Game) -> dict[str, Any]:
    """The state before the next event (the start of the game when nothing happened yet)."""
    if not game.events:
        return {"dealer": 0, "finished": False,
                "scores": [0] * (game.participants or ruleset(house_id).players)}
    return _last(_replay(house_id, game), "対局の状態", "続いている")


@given("{count:N}人で回す", "4人で回す",
       "席より多い人数で打つ（4人回し）: プレイヤー0から順に座り、残りの人は休み番から始める")
def replay_participants(game: Game, count: int) -> None:
    game.participants = count


@given("プレイヤー{player:N}がリーチする", "プレイヤー1がリーチする", "次の出来事の局でリーチする")
def replay_riichi(game: Game, player: int) -> None:
    game.riichi.append(player)


@given("プレイヤー{player:N}がオープンリーチする", "プレイヤー1がオープンリーチする",
       "次の出来事の局でオープンリーチする（ハウスの riichi.open_riichi_cost を場に出す）")
def replay_open_riichi(game: Game, player: int) -> None:
    game.open_riichi.append(player)


@when("対局でプレイヤー{winner:N}がプレイヤー{discarder:N}から{han:N}翻{fu:N}符でロンする",
      "対局でプレイヤー1がプレイヤー0から3翻30符でロンする", "ロン")
def replay_ron(house_id: str, game: Game, winner: int, discarder: int, han: int,
               fu: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=discarder, han=han, fu=fu)


@when("対局でプレイヤー{winner:N}がプレイヤー{discarder:N}から{han:N}翻{fu:N}符でロンしてアガリ止めする",
      "対局でプレイヤー0がプレイヤー1から3翻30符でロンしてアガリ止めする",
      "ロン、オーラスの親がアガリ止めする")
def replay_ron_stop(house_id: str, game: Game, winner: int, discarder: int, han: int,
                    fu: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=discarder, han=han, fu=fu, stop=True)


@when("対局でプレイヤー{winner:N}が{han:N}翻{fu:N}符でツモる", "対局でプレイヤー2が3翻30符でツモる",
      "ツモ")
def replay_tsumo(house_id: str, game: Game, winner: int, han: int, fu: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=None, han=han, fu=fu)


@when("対局でプレイヤー{winner:N}が役満をプレイヤー{discarder:N}からロンする",
      "対局でプレイヤー1が役満をプレイヤー2からロンする", "役満のロン")
def replay_yakuman_ron(house_id: str, game: Game, winner: int, discarder: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=discarder, yakuman=1)


@when("対局でプレイヤー{winner:N}が役満をツモる", "対局でプレイヤー1が役満をツモる", "役満のツモ")
def replay_yakuman_tsumo(house_id: str, game: Game, winner: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=None, yakuman=1)


@when("対局でプレイヤー{winner:N}が役満{multiple:N}倍をプレイヤー{discarder:N}からロンする",
      "対局でプレイヤー1が役満2倍をプレイヤー2からロンする", "ダブル（トリプル…）役満のロン")
def replay_multi_yakuman_ron(house_id: str, game: Game, winner: int, multiple: int,
                             discarder: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=discarder, yakuman=multiple)


@when("対局でプレイヤー{winner:N}が役満{multiple:N}倍をツモる",
      "対局でプレイヤー1が役満2倍をツモる",
      "ダブル（トリプル…）役満のツモ")
def replay_multi_yakuman_tsumo(house_id: str, game: Game, winner: int, multiple: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=None, yakuman=multiple)


@when("対局でプレイヤー{winner:N}が役満をプレイヤー{discarder:N}からロンしプレイヤー{pao:N}が包",
      "対局でプレイヤー2が役満をプレイヤー3からロンしプレイヤー1が包", "役満のロン、包の人あり")
def replay_pao(house_id: str, game: Game, winner: int, discarder: int, pao: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=discarder, yakuman=1, pao=pao)


@when("対局でプレイヤー{winner:N}が役満をツモりプレイヤー{pao:N}が包",
      "対局でプレイヤー1が役満をツモりプレイヤー2が包", "役満のツモ、包の人あり")
def replay_tsumo_pao(house_id: str, game: Game, winner: int, pao: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=None, yakuman=1, pao=pao)


@when("対局でプレイヤー{winner:N}がプレイヤー{discarder:N}からオープンリーチへの振り込みで役満ロンする",
      "対局でプレイヤー1がプレイヤー2からオープンリーチへの振り込みで役満ロンする",
      "オープンリーチへの振り込みだから役満になるロン（役満祝儀なし）")
def replay_open_riichi_deal_in(house_id: str, game: Game, winner: int, discarder: int) -> Answer:
    return _win(house_id, game, winner=winner, discarder=discarder, yakuman=1,
                open_riichi_deal_in=True)


@when(r"対局でプレイヤー(?P<discarder>\S+?)の打牌を(?P<wins>.+)でロンする$",
      "対局でプレイヤー0の打牌をプレイヤー1が3翻30符、プレイヤー2が2翻30符でロンする",
      "ダブロン・トリロン", regex=True)
def replay_multi_ron(house_id: str, game: Game, discarder: str, wins: str) -> Answer:
    entries = []
    for part in re.split(r"[、,]", nfkc(wins)):
        m = re.fullmatch(r"プレイヤー(\d+)が(\d+)翻(\d+)符", part.strip())
        if m is None:
            raise ValueError(f"「プレイヤーNがM翻F符」として読めません: {part!r}")
        entries.append({"winner": int(m[1]), "discarder": int(nfkc(discarder)),
                        "han": int(m[2]), "fu": int(m[3])})
    return _add(house_id, game, {"type": "win", "wins": entries})


@when("対局でプレイヤー{player:N}が祝儀 {kind:W} を受け取る",
      "対局でプレイヤー2が祝儀 four_flowers を受け取る",
      "局の途中で祝儀を得る（ハウスの settlement.prizes）。点数は動かず対局は続く")
def replay_prize(house_id: str, game: Game, player: int, kind: str) -> Answer:
    game.events.append({"type": "prize", "kind": kind, "player": player})
    return _replay(house_id, game)


@when("対局で流局しテンパイは {seats}", "対局で流局しテンパイは プレイヤー0 プレイヤー2",
      "荒牌流局（なし・全員 も可）")
def replay_draw(house_id: str, game: Game, seats: str) -> Answer:
    event = {"type": "draw",
             "tenpai": seat_list(seats.replace("プレイヤー", "席"),
                                 ruleset(house_id).players)}
    return _add(house_id, game, event)


@when("対局で途中流局 {kind:W} になる", "対局で途中流局 九種九牌 になる", "途中流局")
def replay_abortive(house_id: str, game: Game, kind: str) -> Answer:
    event = {"type": "draw", "tenpai": [], "abortive": ABORTIVE_WORDS.get(kind, kind)}
    return _add(house_id, game, event)


@when("対局でプレイヤー{offender:N}に罰則 {kind:W} を適用する",
      "対局でプレイヤー1に罰則 チョンボ を適用する", "罰則")
def replay_penalty(house_id: str, game: Game, offender: int, kind: str) -> Answer:
    kind = penalty_kind(kind)
    rules = ruleset(house_id).penalties.get(kind)
    event = {"type": "penalty", "kind": kind, "offender": offender}
    if rules is not None and rules.hand.value == "continue":
        # Play goes on: this hand's riichi belong to the event that ends it.
        game.events.append(event)
        return _replay(house_id, game)
    return _add(house_id, game, event)


@when("対局で親の次の人が1翻30符でツモる局を{hands:N}局続ける",
      "対局で親の次の人が1翻30符でツモる局を7局続ける",
      "局を進める: 毎局、親の次の人が小さくツモる")
def replay_small_tsumos(house_id: str, game: Game, hands: int) -> Answer:
    result = Answer("replay")
    for _ in range(hands):
        dealer = _current(house_id, game)["dealer"]
        winner = (dealer + 1) % ruleset(house_id).players
        result = _win(house_id, game, winner=winner, discarder=None, han=1, fu=30)
    return result


@when("対局で全員ノーテンの流局を{hands:N}回続ける", "対局で全員ノーテンの流局を5回続ける",
      "局を進める: 全員ノーテンの流局")
def replay_noten_draws(house_id: str, game: Game, hands: int) -> Answer:
    result = Answer("replay")
    for _ in range(hands):
        result = _add(house_id, game, {"type": "draw", "tenpai": []})
    return result


def _last(result: Answer, what: str, expected: str) -> dict[str, Any]:
    body = result.ok(what, expected)
    if not body.get("states"):
        raise Mismatch(what, expected, "対局の記録がない")
    return dict(body["states"][-1])


def _round_text(state: dict[str, Any]) -> str:
    if state.get("finished"):
        reason = state.get("reason")
        return f"対局は終了（理由 {reason}: {END_REASONS.get(str(reason), '')}）"
    winds = {v: k for k, v in WIND_WORDS.items()}
    rnd = str(state.get("round", ""))
    return f"{winds.get(rnd[:1], rnd[:1])}{rnd[1:]}局{state.get('honba')}本場"


@then("持ち点は {scores}", "持ち点は 21800 29200 26000 23000", "最後の出来事の後の各人の持ち点")
def scores_are(result: Answer, scores: str) -> None:
    expected = numbers(scores)
    last = _last(result, "持ち点", " ".join(map(str, expected)))
    expect("持ち点", expected, last["scores"], lambda v: " ".join(f"{x:g}" for x in v))


@then(r"次の局は(?P<wind>[東南西北])(?P<hand>[1-4１-４])局(?P<honba>[0-9０-９]+)本場$",
      "次の局は南3局6本場", "次の局と本場（対局は続く）", regex=True)
def next_round(result: Answer, wind: str, hand: str, honba: str) -> None:
    wanted = f"{wind}{nfkc(hand)}局{int(nfkc(honba))}本場"
    last = _last(result, "次の局", wanted)
    expect("次の局", wanted, _round_text(last))


@then("親はプレイヤー{player:N}", "親はプレイヤー2", "次の局の親")
def dealer_is(result: Answer, player: int) -> None:
    last = _last(result, "親", f"プレイヤー{player}")
    expect("親", player, last["dealer"], lambda v: f"プレイヤー{v}")


@then("場の供託は{sticks:N}本", "場の供託は1本", "場のリーチ棒の本数")
def table_sticks(result: Answer, sticks: int) -> None:
    last = _last(result, "場の供託", f"{sticks}本")
    expect("場の供託", sticks, last["kyotaku"], lambda v: f"{v}本")


@then("対局は終了し理由は {reason:W}", "対局は終了し理由は tobi",
      "対局が終わった理由: " + "、".join(f"{k}（{v}）" for k, v in END_REASONS.items()))
def game_over(result: Answer, reason: str) -> None:
    wanted = f"対局は終了（理由 {reason}: {END_REASONS.get(reason, '')}）"
    last = _last(result, "対局", wanted)
    expect("対局", wanted, _round_text(last))


@then("対局は続く", "対局は続く", "対局はまだ終わらない")
def game_goes_on(result: Answer) -> None:
    last = _last(result, "対局", "続く")
    if last["finished"]:
        raise Mismatch("対局", "続く", _round_text(last))


def _players_text(players: list[int]) -> str:
    return " ".join(f"プレイヤー{p}" for p in players) or "なし"


def _player_list(text: str) -> list[int]:
    text = nfkc(text).strip()
    return [] if text == "なし" else [int(p) for p in re.findall(r"\d+", text)]


def _expect_players(result: Answer, what: str, players: str, key: str) -> None:
    expected = _player_list(players)
    last = _last(result, what, _players_text(expected))
    expect(what, expected, last[key], _players_text)


@then("次の局の休み番は {players}", "次の局の休み番は プレイヤー0",
      "次の局で休む人（4人回し。なし も可）")
def resting_next(result: Answer, players: str) -> None:
    _expect_players(result, "次の局の休み番", players, "resting")


@then("直前の局の休み番は {players}", "直前の局の休み番は プレイヤー3",
      "最後の出来事の局で休んでいた人（4人回し）")
def rested_last(result: Answer, players: str) -> None:
    _expect_players(result, "直前の局の休み番", players, "rested")


@then("卓の並びは {players}", "卓の並びは プレイヤー3 プレイヤー1 プレイヤー2",
      "次の局で各席（起家の席から）に座る人")
def seated_next(result: Answer, players: str) -> None:
    _expect_players(result, "卓の並び", players, "seated")
