"""Where a game stands between hands, and how it moves on: rotation, extension, the end.

Players are the game's participants, fixed for the game (player 0 is the first dealer, 起家).
The table has `rules.players` chairs; chair c deals hand c of each wind, and `seated` says
who sits on each. Without resting participants player p sits on chair p all game. Where more
people than seats take part (4人回し), the others wait in `waiting` and a resting player's
points do not move. A hand's seats are counted from its dealer: seat = (chair - hand) mod n.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from scoring.game.outcome import EndReason, Next, Outcome
from scoring.rules.game import AgariYame, Extension, ExtensionRound, GameLength
from scoring.rules.schema import Ruleset
from scoring.rules.table import Rest
from scoring.settlement.ranking import order
from scoring.settlement.tobi import busted

WINDS = "ESWN"


@dataclass
class GameState:
    rules: Ruleset
    scores: list[int]
    wind_no: int = 0  # winds played before this one (0 = the first East)
    hand: int = 0  # hand number in the wind, 0-based: also the dealer's player number
    honba: int = 0
    table: int = 0  # points on the table (riichi sticks, penalty deposits)
    deposits: list[int] = field(default_factory=list)  # points each player put out this hand
    last_deposits: list[int] = field(default_factory=list)  # the same for the hand just ended
    finished: bool = False
    reason: EndReason | None = None
    final_adjustment: list[int] = field(default_factory=list)  # points off final totals
    prizes: list[Fraction] = field(default_factory=list)  # settlement points due (祝儀)
    busted_by: list[int | None] = field(default_factory=list)
    busted_how: list[str | None] = field(default_factory=list)
    # Players whose hand is dead (アガリ放棄) in the hand being played, and whether each
    # still may be tenpai at its draw.
    dead: dict[int, bool] = field(default_factory=dict)
    seated: list[int] = field(default_factory=list)  # the player on each chair
    waiting: list[int] = field(default_factory=list)  # resting players, next to come back first

    @classmethod
    def start(cls, rules: Ruleset, participants: int | None = None) -> GameState:
        """A new game; `participants` beyond the seats rest first, in order (4人回し)."""
        size = rules.players if participants is None else participants
        assert rules.players <= size <= rules.most_participants
        return cls(
            rules,
            [rules.game.start_points] * size,
            deposits=[0] * size,
            last_deposits=[0] * size,
            final_adjustment=[0] * size,
            prizes=[Fraction(0)] * size,
            busted_by=[None] * size,
            busted_how=[None] * size,
            seated=list(range(rules.players)),
            waiting=list(range(rules.players, size)),
        )

    # ---- where we are ----------------------------------------------------------------

    @property
    def n(self) -> int:
        """Seats at the table."""
        return self.rules.players

    @property
    def size(self) -> int:
        """Players in the game, resting ones included."""
        return len(self.scores)

    @property
    def dealer(self) -> int:
        return self.seated[self.hand]

    def is_seated(self, player: int) -> bool:
        return player in self.seated

    @property
    def regular_winds(self) -> int:
        return 1 if self.rules.game.length is GameLength.TONPUU else 2

    @property
    def in_extension(self) -> bool:
        return self.wind_no >= self.regular_winds

    @property
    def round_wind(self) -> str:
        r = self.regular_winds
        if self.wind_no < r:
            return WINDS[self.wind_no]
        extra = self.wind_no - r
        if self.rules.game.extension_round is ExtensionRound.EAST:
            return WINDS[extra % 4]
        return WINDS[(r + extra) % 4]

    @property
    def round_name(self) -> str:
        return f"{self.round_wind}{self.hand + 1}"

    @property
    def last_wind_no(self) -> int:
        """The wind whose last hand is the all-last now: regular, or the extension's last."""
        if not self.in_extension:
            return self.regular_winds - 1
        return self.regular_winds + self.rules.game.max_extension_winds - 1

    @property
    def all_last(self) -> bool:
        return self.hand == self.n - 1 and self.wind_no == self.last_wind_no

    def seat(self, player: int) -> int:
        """The seat of a seated player in this hand (0 = the dealer)."""
        return (self.seated.index(player) - self.hand) % self.n

    def player(self, seat: int) -> int:
        return self.seated[(seat + self.hand) % self.n]

    def to_players(self, seat_values: list[int]) -> list[int]:
        """Per-seat values as per-player values (0 for the resting players)."""
        out = [0] * self.size
        for seat, value in enumerate(seat_values):
            out[self.player(seat)] = value
        return out

    # ---- moving on: `advance` is the one place the game's state changes ------------------

    def advance(self, outcome: Outcome) -> None:
        """Apply one event's outcome, then go on as it says: same hand, again, or next."""
        n = self.size
        for p in range(n):
            self.scores[p] += outcome.scores[p]
        self.table += outcome.table
        if outcome.deposits is not None:
            for p in range(n):
                self.deposits[p] += outcome.deposits[p]
        if outcome.prizes is not None:
            for p in range(n):
                self.prizes[p] += outcome.prizes[p]
        if outcome.final_adjustment is not None:
            for p in range(n):
                self.final_adjustment[p] += outcome.final_adjustment[p]
        for player, noten_at_draw in outcome.dead:
            self.dead[player] = noten_at_draw
        if outcome.busters is not None:
            assert outcome.bust_how is not None
            self._note_busts(outcome.busters, outcome.bust_how)
        if outcome.next is Next.CONTINUE:
            return None
        if outcome.next is Next.REPLAY:
            return self._replay_hand()
        return self._conclude(outcome)

    def _note_busts(self, busters: tuple[int | None, ...], how: str) -> None:
        """Record who busted whom the first time a player busts (players, not seats)."""
        for p in range(self.size):
            if self.busted_how[p] is None and busted(self.rules, self.scores[p]):
                self.busted_by[p] = busters[p]
                self.busted_how[p] = how

    def _finish(self, reason: EndReason) -> None:
        self.finished = True
        self.reason = reason

    def _new_hand(self) -> None:
        self.last_deposits = self.deposits
        self.deposits = [0] * self.size
        self.dead = {}

    def _replay_hand(self) -> None:
        """The same hand is dealt again (same round, dealer and honba) unless someone busted."""
        self._new_hand()
        game = self.rules.game
        if any(busted(self.rules, s) for s in self.scores):
            self._finish(EndReason.TOBI)
        elif game.top_score_ends is not None and max(self.scores) >= game.top_score_ends:
            self._finish(EndReason.TOP_SCORE)

    def dealer_is_top(self, scores: list[int] | None = None) -> bool:
        # Ranked as at the end (ties to the player nearer the first dealer): the all-last
        # dealer sits last, so a tie is never a top there.
        return order(self.scores if scores is None else scores)[0] == self.dealer

    def _conclude(self, outcome: Outcome) -> None:
        """After a hand: end the game, or deal the next hand."""
        game = self.rules.game
        dealer_keeps = outcome.dealer_keeps
        self.honba = outcome.next_honba
        self._new_hand()
        if outcome.ends:
            return self._finish(outcome.ends)
        if any(busted(self.rules, s) for s in self.scores):
            return self._finish(EndReason.TOBI)
        if game.top_score_ends is not None and max(self.scores) >= game.top_score_ends:
            return self._finish(EndReason.TOP_SCORE)
        if self.in_extension and max(self.scores) >= game.extension_target:
            # Sudden death, unless the dealer keeps the deal and is not top with the target.
            dealer_plays_on = dealer_keeps and game.extension_dealer_first and not (
                self.dealer_is_top() and self.scores[self.dealer] >= game.extension_target
            )
            if not dealer_plays_on:
                return self._finish(EndReason.EXTENSION_TARGET)
        if not self.all_last:
            if not dealer_keeps:
                self._rotate()
            return None
        if dealer_keeps:
            top = self.dealer_is_top()
            if outcome.stop and outcome.dealer_won and (
                game.agari_yame is AgariYame.ANY or (game.agari_yame is AgariYame.TOP_ONLY and top)
            ):
                return self._finish(EndReason.AGARI_YAME)
            target_met = (
                game.extension is Extension.NONE or max(self.scores) >= game.extension_target
            )
            if game.dealer_top_ends and top and target_met:
                return self._finish(EndReason.DEALER_TOP)
            return None  # renchan in the all-last hand
        return self._end_of_last_hand()

    def _extension_follows(self, scores: list[int]) -> bool:
        """Whether the end of the regular all-last, at `scores`, leads into an extension wind."""
        game = self.rules.game
        return (
            not self.in_extension
            and game.extension is Extension.SUDDEN_DEATH
            and game.max_extension_winds > 0
            and max(scores) < game.extension_target
        )

    def _end_of_last_hand(self) -> None:
        if self.in_extension:
            return self._finish(EndReason.EXTENSION_OVER)
        if self._extension_follows(self.scores):
            self._dealer_rests()
            self.wind_no += 1
            self.hand = 0
            return None
        return self._finish(EndReason.ALL_LAST)

    def _dealer_rests(self) -> None:
        """The deal passes on: where the house rotates people (4人回し), the dealer whose turn
        ended rests and the player resting longest takes that chair."""
        if self.waiting and self.rules.rotation.rest is Rest.AFTER_DEALER_TURN:
            self.waiting.append(self.seated[self.hand])
            self.seated[self.hand] = self.waiting.pop(0)

    def _rotate(self) -> None:
        self._dealer_rests()
        self.hand += 1
        if self.hand == self.n:
            self.hand = 0
            self.wind_no += 1

    def can_stop(self, dealer_won: bool, scores: list[int]) -> bool:
        """May the all-last dealer stop after this win, the scores being `scores` after it?"""
        game = self.rules.game
        if not (self.all_last and dealer_won) or game.agari_yame is AgariYame.NONE:
            return False
        if self._extension_follows(scores):
            # Stopping ends the game, and this game ends only once someone has the target.
            return False
        return game.agari_yame is AgariYame.ANY or self.dealer_is_top(scores)
