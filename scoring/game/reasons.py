"""The reason codes of a `/check` answer (docs/api.md lists the same): why an act is allowed
or not. These are answers, not errors: a request that cannot be checked raises ScoringError."""

from __future__ import annotations

from enum import StrEnum


class CheckCode(StrEnum):
    OK = "ok"
    OK_BELOW_STICK = "ok_below_stick"
    OK_KOKUSHI13_FURITEN = "ok_kokushi13_furiten"
    OK_TSUMO_WHILE_FURITEN = "ok_tsumo_while_furiten"
    NOT_ENOUGH_POINTS = "not_enough_points"
    NO_DRAW_LEFT = "no_draw_left"
    NO_CHI = "no_chi"
    NORTH_NOT_CALLABLE = "north_not_callable"
    NO_KAN_ON_LAST_TILE = "no_kan_on_last_tile"
    NO_KAN_NEAR_END = "no_kan_near_end"
    LAST_TILE = "last_tile"
    SHOWN_TILE_WAIT = "shown_tile_wait"
    FURITEN_RIICHI = "furiten_riichi"
    MISSED_AFTER_RIICHI = "missed_after_riichi"
    FURITEN_OWN_DISCARD = "furiten_own_discard"
    FURITEN_MISSED_AFTER_RIICHI = "furiten_missed_after_riichi"
    FURITEN_MISSED_SAME_TURN = "furiten_missed_same_turn"
    NO_ANKAN_AFTER_RIICHI = "no_ankan_after_riichi"
    OKURIKAN = "okurikan"
    CHANGES_WAITS = "changes_waits"
    CHANGES_SHAPE = "changes_shape"
    NO_FORMAL_TENPAI = "no_formal_tenpai"
    KARATEN = "karaten"
    OWN_FOUR = "own_four"
    KUIKAE_SAME_TILE = "kuikae_same_tile"
    KUIKAE_SUJI = "kuikae_suji"
    NO_RIICHI_CANCEL = "no_riichi_cancel"


# One line per code: (Japanese, English).
MEANINGS: dict[CheckCode, tuple[str, str]] = {
    CheckCode.OK: ("できる", "allowed"),
    CheckCode.OK_BELOW_STICK: ("できるが、リーチ棒で持ち点が0未満になる",
                               "allowed, but the stick takes the player below zero"),
    CheckCode.OK_KOKUSHI13_FURITEN: ("国士十三面待ちは現物以外でロンできる",
                                     "a 13-sided kokushi may ron any tile it did not discard"),
    CheckCode.OK_TSUMO_WHILE_FURITEN: ("フリテンでもツモ和了はできる", "furiten may still tsumo"),
    CheckCode.NOT_ENOUGH_POINTS: ("持ち点が足りずリーチできない", "too few points for riichi"),
    CheckCode.NO_DRAW_LEFT: ("残りツモがなくリーチできない", "no draw left to declare riichi"),
    CheckCode.NO_CHI: ("この店にチーはない", "this house has no chi"),
    CheckCode.NORTH_NOT_CALLABLE: ("抜きドラの北は鳴けない",
                                   "north, set aside as dora here, cannot be called"),
    CheckCode.NO_KAN_ON_LAST_TILE: ("最後の牌ではカンできない", "no kan on the last tile"),
    CheckCode.NO_KAN_NEAR_END: ("残り牌が少なくカンできない",
                                "too few tiles left in the wall for a kan"),
    CheckCode.LAST_TILE: ("最後の牌は鳴けない", "the last tile cannot be called"),
    CheckCode.SHOWN_TILE_WAIT: ("指摘された見せ牌の待ちでは和了できない",
                                "no win on a wait holding a pointed-out shown tile"),
    CheckCode.FURITEN_RIICHI: ("フリテンリーチはできない", "no furiten riichi here"),
    CheckCode.MISSED_AFTER_RIICHI: ("リーチ後の見逃しで和了できない",
                                    "a ron missed after riichi forbids winning here"),
    CheckCode.FURITEN_OWN_DISCARD: ("自分の捨て牌でフリテン",
                                    "furiten on the player's own discard"),
    CheckCode.FURITEN_MISSED_AFTER_RIICHI: ("リーチ後の見逃しでフリテン",
                                            "furiten after a ron missed under riichi"),
    CheckCode.FURITEN_MISSED_SAME_TURN: ("同巡内の見逃しでフリテン",
                                         "furiten for a ron missed this turn"),
    CheckCode.NO_ANKAN_AFTER_RIICHI: ("リーチ後の暗槓はできない", "no concealed kan after riichi"),
    CheckCode.OKURIKAN: ("送り槓はできない", "no kan of a tile other than the one drawn"),
    CheckCode.CHANGES_WAITS: ("待ちが変わる暗槓はできない", "the kan would change the waits"),
    CheckCode.CHANGES_SHAPE: ("面子構成が変わる暗槓はできない",
                              "the kan would change the hand's reading"),
    CheckCode.NO_FORMAL_TENPAI: ("形式聴牌は認めない", "no tenpai without a yaku here"),
    CheckCode.KARATEN: ("空聴は聴牌と認めない", "a wait on tiles all visible is not tenpai here"),
    CheckCode.OWN_FOUR: ("自分で4枚使う待ちは聴牌と認めない",
                         "a wait on a tile the player holds all four of is not tenpai"),
    CheckCode.KUIKAE_SAME_TILE: ("鳴いた牌と同じ牌の喰い替え", "discarding the tile just called"),
    CheckCode.KUIKAE_SUJI: ("筋の喰い替え", "discarding the tile that completes the same run"),
    CheckCode.NO_RIICHI_CANCEL: ("リーチの取り消しはできない", "no taking back a riichi here"),
}
