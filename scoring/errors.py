"""The one error type of the core, and every code it can carry (docs/api.md lists the same).

Each code is a `ErrorCode` member with a one-line meaning in Japanese and English
(`MEANINGS`); a test scans `scoring/` and fails on a code raised that is not listed here.
"""

from __future__ import annotations

from enum import StrEnum


class ErrorKind(StrEnum):
    """How bad input is classified; the entry layer maps each kind to an HTTP status."""

    MALFORMED = "malformed"  # wrong JSON shape or type -> 400
    NOT_FOUND = "not_found"  # unknown house -> 404
    IMPOSSIBLE = "impossible"  # well-formed but cannot happen in mahjong -> 422


STATUS = {ErrorKind.MALFORMED: 400, ErrorKind.NOT_FOUND: 404, ErrorKind.IMPOSSIBLE: 422}


class ErrorCode(StrEnum):
    """A stable, documented error code: clients branch on these strings."""

    # ---- the request's shape (400) ----
    MALFORMED_JSON = "malformed_json"
    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_FIELD = "unknown_field"
    MISSING_FIELD = "missing_field"
    WRONG_TYPE = "wrong_type"
    BAD_POINTS = "bad_points"
    BAD_TILE_NOTATION = "bad_tile_notation"
    BAD_MELD = "bad_meld"
    BAD_ROUND_WIND = "bad_round_wind"
    BAD_CALL = "bad_call"
    BAD_KAN = "bad_kan"
    BAD_FURITEN = "bad_furiten"
    BAD_BUSTED_HOW = "bad_busted_how"
    UNKNOWN_ACTION = "unknown_action"
    UNKNOWN_EVENT_TYPE = "unknown_event_type"
    # ---- the house (404) ----
    UNKNOWN_HOUSE = "unknown_house"
    # ---- numbers and lists outside their bounds (422) ----
    HONBA_OUT_OF_RANGE = "honba_out_of_range"
    KYOTAKU_OUT_OF_RANGE = "kyotaku_out_of_range"
    NEGATIVE_HONBA = "negative_honba"
    NEGATIVE_KYOTAKU = "negative_kyotaku"
    HAN_OUT_OF_RANGE = "han_out_of_range"
    FU_OUT_OF_RANGE = "fu_out_of_range"
    YAKUMAN_OUT_OF_RANGE = "yakuman_out_of_range"
    SEAT_OUT_OF_RANGE = "seat_out_of_range"
    SCORE_OUT_OF_RANGE = "score_out_of_range"
    CHIPS_OUT_OF_RANGE = "chips_out_of_range"
    COUNT_OUT_OF_RANGE = "count_out_of_range"
    POINTS_OUT_OF_RANGE = "points_out_of_range"
    DRAWS_LEFT_OUT_OF_RANGE = "draws_left_out_of_range"
    TILES_LEFT_OUT_OF_RANGE = "tiles_left_out_of_range"
    TOO_MANY_EVENTS = "too_many_events"
    TOO_MANY_ITEMS = "too_many_items"
    TEXT_TOO_LONG = "text_too_long"
    WRONG_LENGTH = "wrong_length"
    # ---- a hand's value or payment (422) ----
    IMPOSSIBLE_FU = "impossible_fu"
    IMPOSSIBLE_HAN_FU = "impossible_han_fu"
    YAKUMAN_WITH_HAN_FU = "yakuman_with_han_fu"
    DISCARDER_IS_WINNER = "discarder_is_winner"
    PAO_IS_WINNER = "pao_is_winner"
    PAO_NOT_APPLICABLE = "pao_not_applicable"
    NO_WINNER = "no_winner"
    DUPLICATE_WINNER = "duplicate_winner"
    MULTI_RON_NEEDS_ONE_DISCARDER = "multi_ron_needs_one_discarder"
    TRIPLE_RON_IS_ABORTIVE_DRAW = "triple_ron_is_abortive_draw"
    # ---- a hand's tiles (422) ----
    TILE_NOT_IN_SET = "tile_not_in_set"
    FIFTH_COPY = "fifth_copy"
    TOO_MANY_RED_FIVES = "too_many_red_fives"
    WRONG_HAND_SIZE = "wrong_hand_size"
    WIN_TILE_NOT_IN_HAND = "win_tile_not_in_hand"
    NOT_A_WINNING_HAND = "not_a_winning_hand"
    NO_YAKU = "no_yaku"
    MELD_NOT_ALLOWED = "meld_not_allowed"
    FLAG_CONFLICT = "flag_conflict"
    URA_WITHOUT_RIICHI = "ura_without_riichi"
    NUKIDORA_NOT_ALLOWED = "nukidora_not_allowed"
    TOO_MANY_FLOWERS = "too_many_flowers"
    NORTH_NOT_USABLE = "north_not_usable"
    CHANKAN_ANKAN_NOT_ALLOWED = "chankan_ankan_not_allowed"
    FOURTH_KAN_DISCARDER = "fourth_kan_discarder"
    FOURTH_KAN_WIN_TILE = "fourth_kan_win_tile"
    FOURTH_KAN_NEEDS_FOUR_KANS = "fourth_kan_needs_four_kans"
    # ---- draws, penalties and checks (422) ----
    ABORTIVE_WITH_TENPAI = "abortive_with_tenpai"
    NO_SUCH_ABORTIVE_DRAW = "no_such_abortive_draw"
    NO_NAGASHI = "no_nagashi"
    DUPLICATE_SEAT = "duplicate_seat"
    UNKNOWN_PENALTY_KIND = "unknown_penalty_kind"
    RIICHI_EXCEEDS_KYOTAKU = "riichi_exceeds_kyotaku"
    IMPOSSIBLE_CHI = "impossible_chi"
    NO_CHI = "no_chi"
    NOT_TENPAI = "not_tenpai"
    NO_FOUR_TILES = "no_four_tiles"
    WRONG_TILE_COUNT = "wrong_tile_count"
    INCONSISTENT_FURITEN = "inconsistent_furiten"
    # ---- a score sheet (422) ----
    GAME_OVER = "game_over"
    HAND_WITH_VALUE = "hand_with_value"
    RIICHI_NOT_ALLOWED = "riichi_not_allowed"
    OPEN_RIICHI_NOT_ALLOWED = "open_riichi_not_allowed"
    OPEN_RIICHI_DEAL_IN_NEEDS_RON = "open_riichi_deal_in_needs_ron"
    RIICHI_IN_CONTINUING_PENALTY = "riichi_in_continuing_penalty"
    DEAD_HAND_CANNOT_WIN = "dead_hand_cannot_win"
    DEAD_HAND_IS_NOTEN = "dead_hand_is_noten"
    AGARI_YAME_NOT_ALLOWED = "agari_yame_not_allowed"
    UNKNOWN_PRIZE = "unknown_prize"
    # ---- participants and sessions (422) ----
    WRONG_PARTICIPANTS = "wrong_participants"
    PLAYER_RESTING = "player_resting"
    TOO_MANY_GAMES = "too_many_games"
    WRONG_SIT_OUT = "wrong_sit_out"
    GAME_NOT_OVER = "game_not_over"
    # ---- shared tables (400 bad_op, 401, 403, 404, 409, 422, 429) ----
    BAD_OP = "bad_op"
    NO_SUCH_GAME = "no_such_game"
    NO_SUCH_EVENT = "no_such_event"
    TOO_MANY_OPS = "too_many_ops"
    STALE_BASE = "stale_base"
    MISSING_KEY = "missing_key"
    WRONG_KEY = "wrong_key"
    READ_ONLY_KEY = "read_only_key"
    UNKNOWN_TABLE = "unknown_table"
    RATE_LIMITED = "rate_limited"
    BAD_RESUME = "bad_resume"
    RESUME_AHEAD = "resume_ahead"
    # ---- tournaments (422; bad_seating 400) ----
    BAD_SEATING = "bad_seating"
    DUPLICATE_PLAYER = "duplicate_player"
    UNKNOWN_PLAYER = "unknown_player"
    PLAYER_LEFT_OUT = "player_left_out"
    WRONG_TABLE_SIZE = "wrong_table_size"
    UNEVEN_TABLES = "uneven_tables"
    TOO_FEW_PLAYERS = "too_few_players"
    ROUND_OUT_OF_RANGE = "round_out_of_range"
    SEED_OUT_OF_RANGE = "seed_out_of_range"
    # ---- stored tournaments (403, 404, 409, 422) ----
    UNKNOWN_TOURNAMENT = "unknown_tournament"
    ORGANIZER_ONLY = "organizer_only"
    TABLE_UNFINISHED = "table_unfinished"
    BAD_EXPORT = "bad_export"
    ROUND_TAKEN = "round_taken"
    # ---- settlement (422) ----
    SCORES_EXCEED_TOTAL = "scores_exceed_total"
    CHIPS_NOT_ZERO_SUM = "chips_not_zero_sum"
    BAD_KYOTAKU_OWNERS = "bad_kyotaku_owners"
    BAD_BUSTER = "bad_buster"
    NOT_BUSTED = "not_busted"
    NO_FORMULA_ROW = "no_formula_row"
    # ---- HTTP, from the web adapter rather than the core ----
    NOT_FOUND = "not_found"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    BAD_REQUEST = "bad_request"
    HTTP_ERROR = "http_error"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"


# One line per code: (Japanese, English).
MEANINGS: dict[ErrorCode, tuple[str, str]] = {
    ErrorCode.MALFORMED_JSON: ("本文がJSONとして読めない",
                               "the body is not valid JSON text (or not UTF-8)"),
    ErrorCode.NOT_AN_OBJECT: ("オブジェクトであるべき所がそうでない",
                              "the body, or a part of it, must be a JSON object"),
    ErrorCode.UNKNOWN_FIELD: ("知らない項目がある（綴り違いを黙って無視しない）",
                              "a field the operation does not know (never silently ignored)"),
    ErrorCode.MISSING_FIELD: ("必須の項目がない", "a required field is missing"),
    ErrorCode.WRONG_TYPE: ("項目の型が違う", "a field has the wrong JSON type"),
    ErrorCode.BAD_POINTS: ("点数の表記が読めない",
                           "points as a string are not an exact number ('12.5', '-31/3')"),
    ErrorCode.BAD_TILE_NOTATION: ("牌の表記が読めない", "tiles are not in the contract's notation"),
    ErrorCode.BAD_MELD: ("副露の種類か牌が不正", "a meld's kind or tiles are not a meld"),
    ErrorCode.BAD_ROUND_WIND: ("場風はE/S/W/Nのいずれか", "round_wind is not E, S, W or N"),
    ErrorCode.BAD_CALL: ("鳴きはchi/pon/minkanのいずれか", "call is not chi, pon or minkan"),
    ErrorCode.BAD_KAN: ("カンはankan/minkan/kakanのいずれか", "kind is not ankan, minkan or kakan"),
    ErrorCode.BAD_FURITEN: ("フリテンの種類が不正", "furiten is not one of the listed kinds"),
    ErrorCode.BAD_BUSTED_HOW: ("飛ばされ方の種類が不正",
                               "busted_how is not one of the listed kinds"),
    ErrorCode.UNKNOWN_ACTION: ("知らない行為", "the /check action is not one the core knows"),
    ErrorCode.UNKNOWN_EVENT_TYPE: ("知らないイベント種別",
                                   "an event's type is not win, draw, penalty or prize"),
    ErrorCode.UNKNOWN_HOUSE: ("その店IDはない", "no house has this id"),
    ErrorCode.HONBA_OUT_OF_RANGE: ("本場が上限を超える", "honba is above its bound"),
    ErrorCode.KYOTAKU_OUT_OF_RANGE: ("供託が上限を超える", "kyotaku is above its bound"),
    ErrorCode.NEGATIVE_HONBA: ("本場が負", "honba is negative"),
    ErrorCode.NEGATIVE_KYOTAKU: ("供託が負", "kyotaku is negative"),
    ErrorCode.HAN_OUT_OF_RANGE: ("翻数が範囲外", "han is below 1 or above its bound"),
    ErrorCode.FU_OUT_OF_RANGE: ("符が範囲外", "fu is outside its bound"),
    ErrorCode.YAKUMAN_OUT_OF_RANGE: ("役満の倍数が範囲外",
                                     "the yakuman multiple is below 1 or above the house's"),
    ErrorCode.SEAT_OUT_OF_RANGE: ("席（または打ち手）番号が範囲外",
                                  "a seat or player is not 0 to n-1 in this house"),
    ErrorCode.SCORE_OUT_OF_RANGE: ("持ち点が範囲外", "a score is outside its bound"),
    ErrorCode.CHIPS_OUT_OF_RANGE: ("チップ枚数が範囲外", "a chip count is outside its bound"),
    ErrorCode.COUNT_OUT_OF_RANGE: ("抜きドラ・花牌の枚数が範囲外",
                                   "a nukidora or flower count is outside its bound"),
    ErrorCode.POINTS_OUT_OF_RANGE: ("点数が範囲外", "points are outside their bound"),
    ErrorCode.DRAWS_LEFT_OUT_OF_RANGE: ("残りツモ回数が範囲外",
                                        "draws_left is outside its bound"),
    ErrorCode.TILES_LEFT_OUT_OF_RANGE: ("残り牌数が範囲外", "tiles_left is outside its bound"),
    ErrorCode.TOO_MANY_EVENTS: ("牌譜のイベントが多すぎる",
                                "a score sheet has more events than allowed"),
    ErrorCode.TOO_MANY_ITEMS: ("リストの要素が多すぎる", "a list holds more items than allowed"),
    ErrorCode.TEXT_TOO_LONG: ("文字列が長すぎる", "a text field is longer than allowed"),
    ErrorCode.WRONG_LENGTH: ("リストの長さが人数と合わない",
                             "a per-seat list does not have one entry per seat"),
    ErrorCode.IMPOSSIBLE_FU: ("その符は存在しない", "no hand has this fu under the house's rules"),
    ErrorCode.IMPOSSIBLE_HAN_FU: ("その翻と符の組はあり得ない",
                                  "no hand has this han with this fu"),
    ErrorCode.YAKUMAN_WITH_HAN_FU: ("役満と翻符を同時に指定した",
                                    "both a yakuman multiple and han/fu were given"),
    ErrorCode.DISCARDER_IS_WINNER: ("自分の捨て牌でロンはできない",
                                    "a player cannot ron their own discard"),
    ErrorCode.PAO_IS_WINNER: ("和了者は自分の責任払いをしない",
                              "the winner cannot be liable for their own hand"),
    ErrorCode.PAO_NOT_APPLICABLE: ("この手に責任払いはない",
                                   "no liability: no pao yaku, nor a rinshan after a daiminkan"),
    ErrorCode.NO_WINNER: ("和了者がいない", "a win needs a winner"),
    ErrorCode.DUPLICATE_WINNER: ("同じ打ち手が二度和了した", "a player wins twice in one hand"),
    ErrorCode.MULTI_RON_NEEDS_ONE_DISCARDER: ("ダブロンは同じ放銃者から",
                                              "several rons must share one discard"),
    ErrorCode.TRIPLE_RON_IS_ABORTIVE_DRAW: ("三家和は流局になる店",
                                            "three rons make an abortive draw in this house"),
    ErrorCode.TILE_NOT_IN_SET: ("この店の牌の組にない牌", "a tile this house's set lacks"),
    ErrorCode.FIFTH_COPY: ("同じ牌が5枚以上", "more copies of a tile than the set holds"),
    ErrorCode.TOO_MANY_RED_FIVES: ("赤五が多すぎる", "more red fives than the set holds"),
    ErrorCode.WRONG_HAND_SIZE: ("手牌の枚数が違う", "the tiles do not make a 14-tile hand"),
    ErrorCode.WIN_TILE_NOT_IN_HAND: ("和了牌が手牌にない", "the winning tile is not in the hand"),
    ErrorCode.NOT_A_WINNING_HAND: ("和了形ではない", "the tiles are not a complete hand"),
    ErrorCode.NO_YAKU: ("役がない", "the hand has no yaku (dora alone do not count)"),
    ErrorCode.MELD_NOT_ALLOWED: ("この店ではできない副露", "a meld this house does not allow"),
    ErrorCode.FLAG_CONFLICT: ("状況の指定が矛盾する", "situation flags that cannot hold together"),
    ErrorCode.URA_WITHOUT_RIICHI: ("リーチなしに裏ドラ", "ura indicators without a riichi"),
    ErrorCode.NUKIDORA_NOT_ALLOWED: ("この店に抜きドラはない", "this house has no nukidora"),
    ErrorCode.TOO_MANY_FLOWERS: ("花牌が多すぎる", "more flowers than the house's set holds"),
    ErrorCode.NORTH_NOT_USABLE: ("北を手牌に使えない形",
                                 "North kept in the hand where it cannot be"),
    ErrorCode.CHANKAN_ANKAN_NOT_ALLOWED: ("暗槓への槍槓はこの店ではない",
                                          "no robbing a concealed kan in this house"),
    ErrorCode.FOURTH_KAN_DISCARDER: ("四開槓の放銃者の指定が不正",
                                     "the fourth-kan discarder does not fit the hand"),
    ErrorCode.FOURTH_KAN_WIN_TILE: ("四開槓の和了牌の指定が不正",
                                    "the fourth-kan win tile does not fit the hand"),
    ErrorCode.FOURTH_KAN_NEEDS_FOUR_KANS: ("四開槓には4つのカンが要る",
                                           "a fourth-kan rule needs four kans"),
    ErrorCode.ABORTIVE_WITH_TENPAI: ("途中流局に聴牌・流し満貫はない",
                                     "an abortive draw has no tenpai or nagashi"),
    ErrorCode.NO_SUCH_ABORTIVE_DRAW: ("この店にない途中流局", "an abortive draw this house lacks"),
    ErrorCode.NO_NAGASHI: ("この店に流し満貫はない", "this house has no nagashi mangan"),
    ErrorCode.DUPLICATE_SEAT: ("同じ席が二度挙がっている", "a seat or player is listed twice"),
    ErrorCode.UNKNOWN_PENALTY_KIND: ("この店にない罰符の種類", "a penalty kind this house lacks"),
    ErrorCode.RIICHI_EXCEEDS_KYOTAKU: ("リーチ者が供託より多い",
                                       "more riichi declarers than sticks on the table"),
    ErrorCode.IMPOSSIBLE_CHI: ("字牌はチーできない", "honours cannot be called for a chi"),
    ErrorCode.NO_CHI: ("この店にチーはない", "this house has no chi"),
    ErrorCode.NOT_TENPAI: ("聴牌していない", "the hand is not tenpai"),
    ErrorCode.NO_FOUR_TILES: ("カンする牌が4枚ない", "the hand does not hold four of the tile"),
    ErrorCode.WRONG_TILE_COUNT: ("牌の枚数が3n+2でない", "the tiles are not 3n+2"),
    ErrorCode.INCONSISTENT_FURITEN: ("フリテンの指定が状況と矛盾",
                                     "the furiten kind contradicts the situation"),
    ErrorCode.GAME_OVER: ("対局はすでに終わっている", "the game ended before this event"),
    ErrorCode.HAND_WITH_VALUE: ("牌と翻符を同時に指定した", "both tiles and a value were given"),
    ErrorCode.RIICHI_NOT_ALLOWED: ("持ち点が足りずリーチできない",
                                   "too few points to declare riichi here"),
    ErrorCode.OPEN_RIICHI_NOT_ALLOWED: ("この店にオープンリーチはない",
                                        "this house has no open riichi"),
    ErrorCode.OPEN_RIICHI_DEAL_IN_NEEDS_RON: ("オープンリーチへの放銃はロン",
                                              "dealing into an open riichi is a ron"),
    ErrorCode.RIICHI_IN_CONTINUING_PENALTY: ("続行する罰符にリーチは書かない",
                                             "riichi listed on a penalty after which play goes on"),
    ErrorCode.DEAD_HAND_CANNOT_WIN: ("アガリ放棄の手は和了できない", "a dead hand cannot win"),
    ErrorCode.DEAD_HAND_IS_NOTEN: ("アガリ放棄の手は不聴扱い",
                                   "a dead hand counts as noten at the draw"),
    ErrorCode.AGARI_YAME_NOT_ALLOWED: ("アガリやめはできない",
                                       "only the all-last dealer may stop, as the house allows"),
    ErrorCode.UNKNOWN_PRIZE: ("この店にない祝儀", "a prize this house lacks"),
    ErrorCode.WRONG_PARTICIPANTS: ("参加者の人数や指定がこの店で不可能",
                                   "the participants cannot play a game at this house"),
    ErrorCode.PLAYER_RESTING: ("休み番の人は局に参加できない",
                               "a resting participant takes no part in the hand"),
    ErrorCode.TOO_MANY_GAMES: ("この店のセッションの回数を超えた",
                               "more games than the house's session has"),
    ErrorCode.WRONG_SIT_OUT: ("抜け番の人が対局している（または抜けていない）",
                              "the game's players are not those the sit-out order seats"),
    ErrorCode.GAME_NOT_OVER: ("セッションの対局が終わっていない",
                              "a game of the session has not ended, so it cannot be settled"),
    ErrorCode.BAD_SEATING: ("席決めの方法はrandom/standings/fixedのいずれか",
        "seating is not random, standings or fixed"),
    ErrorCode.DUPLICATE_PLAYER: ("同じ選手が二度挙がっている",
        "a player is named twice (players, a round, a team or a seating)"),
    ErrorCode.UNKNOWN_PLAYER: ("大会の選手にいない名前",
        "a name that is not one of the tournament's players"),
    ErrorCode.PLAYER_LEFT_OUT: ("席決めから漏れた選手がいる",
        "a seating leaves a player without a table"),
    ErrorCode.WRONG_TABLE_SIZE: ("卓の人数がこの店の1卓の人数と違う",
        "a table does not seat the house's table size"),
    ErrorCode.UNEVEN_TABLES: ("選手の数が卓の数で割り切れない",
        "the players do not fill whole tables"),
    ErrorCode.TOO_FEW_PLAYERS: ("1卓に足りない選手の数",
        "fewer players than one table seats"),
    ErrorCode.ROUND_OUT_OF_RANGE: ("回（ラウンド）の番号が範囲外",
        "a round number outside the rounds played"),
    ErrorCode.SEED_OUT_OF_RANGE: ("乱数の種が範囲外",
        "a seating seed is outside its bound"),
    ErrorCode.UNKNOWN_TOURNAMENT: ("その大会はない", "no tournament has this id"),
    ErrorCode.ORGANIZER_ONLY: ("主催者の鍵でしかできない（観戦用の鍵では不可）",
                               "only the organizer's key may do this (not the read key)"),
    ErrorCode.TABLE_UNFINISHED: ("前の回の卓が終わっていない（forceで強行）",
                                 "a table of the last round is unfinished; force to seat anyway"),
    ErrorCode.BAD_EXPORT: ("この版の大会の書き出しではない",
                           "not a tournament export of a format and version this server reads"),
    ErrorCode.ROUND_TAKEN: ("同時に別の要求がこの回を席決めした",
                            "another request seated this round at the same moment"),
    ErrorCode.SCORES_EXCEED_TOTAL: ("持ち点の合計が多すぎる",
                                    "scores and sticks exceed the points in play"),
    ErrorCode.CHIPS_NOT_ZERO_SUM: ("チップの合計が0でない", "chips won and lost do not add to 0"),
    ErrorCode.BAD_KYOTAKU_OWNERS: ("供託の持ち主の指定が不正",
                                   "kyotaku_owners are not counts within kyotaku"),
    ErrorCode.BAD_BUSTER: ("飛ばした人の指定が不正", "busted_by names no other seat"),
    ErrorCode.NOT_BUSTED: ("飛んでいない人に飛ばした人がいる",
                           "busted_by given for a seat that did not bust"),
    ErrorCode.NO_FORMULA_ROW: ("精算式にその順位・点数の行がない",
                               "the house's settlement formula has no row for this"),
    ErrorCode.BAD_OP: ("操作の形が不正（append/replace/delete/new_gameのちょうど一つ）",
                       "an op names not exactly one of append, replace, delete, new_game"),
    ErrorCode.NO_SUCH_GAME: ("その番号の対局が卓にない", "the table has no game with this index"),
    ErrorCode.NO_SUCH_EVENT: ("その番号の記録が対局にない",
                              "the game has no event with this index"),
    ErrorCode.TOO_MANY_OPS: ("卓の操作数が上限に達した",
                             "the table's log holds as many ops as allowed"),
    ErrorCode.STALE_BASE: ("他の端末が先に記録した（baseが古い）",
                           "the op's base is behind the table's head: others recorded first"),
    ErrorCode.MISSING_KEY: ("鍵がない（Authorization: Bearer）",
                            "no key was sent (Authorization: Bearer <key>)"),
    ErrorCode.WRONG_KEY: ("この卓の鍵ではない", "the key is not one of this table's keys"),
    ErrorCode.READ_ONLY_KEY: ("観戦用の鍵では記録できない", "the read key cannot write"),
    ErrorCode.UNKNOWN_TABLE: ("その卓はない", "no table has this id"),
    ErrorCode.RATE_LIMITED: ("作成が多すぎる（しばらく待つ）",
                             "too many tables created from this address; wait and retry"),
    ErrorCode.BAD_RESUME: ("再開位置（Last-Event-ID/after）が番号でない",
                           "Last-Event-ID or after is not a whole number (a seq)"),
    ErrorCode.RESUME_AHEAD: ("再開位置が卓の最新の番号より先",
                             "Last-Event-ID or after is beyond the table's seq"),
    ErrorCode.NOT_FOUND: ("そのURLはない", "no API path matches the URL"),
    ErrorCode.METHOD_NOT_ALLOWED: ("そのURLにそのメソッドはない",
                                   "the path exists, but not with this HTTP method"),
    ErrorCode.BAD_REQUEST: ("HTTPとして不正な要求", "the HTTP request itself is malformed"),
    ErrorCode.HTTP_ERROR: ("その他のHTTPエラー", "any other HTTP-level error"),
    ErrorCode.PAYLOAD_TOO_LARGE: ("本文が大きすぎる（読まずに断る）",
                                  "the body is over the size limit; it was not read"),
    ErrorCode.UNSUPPORTED_MEDIA_TYPE: ("本文がapplication/jsonでない",
                                       "a POST body that is not application/json"),
}


class ScoringError(Exception):
    """Bad input: a listed code, a sentence, and the offending field (a JSON path or None)."""

    def __init__(
        self,
        code: ErrorCode | str,
        message: str,
        field: str | None = None,
        kind: ErrorKind = ErrorKind.IMPOSSIBLE,
    ) -> None:
        super().__init__(message)
        # A listed code only (a plain string is accepted if it is one; tests scan for others).
        self.code = ErrorCode(code)
        self.message = message
        self.field = field
        self.kind = kind

    @property
    def status(self) -> int:
        return STATUS[self.kind]

    def to_dict(self) -> dict[str, object]:
        return {"error": {"code": str(self.code), "message": self.message, "field": self.field}}


def malformed(code: ErrorCode | str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.MALFORMED)


def impossible(code: ErrorCode | str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.IMPOSSIBLE)


def not_found(code: ErrorCode | str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.NOT_FOUND)
