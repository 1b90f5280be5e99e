// A table's ops applied to its games, as the server's log applies them (scoring/tables/fold.py):
// `append` adds an event to a game, `replace` and `delete` correct one, `new_game` opens the
// next game. Only the events are worked out here (for the history's previous values and for
// showing queued ops while no core answers); states always come from the core.
export const KINDS = ["append", "replace", "delete", "new_game"];

export function kindOf(op) {
  return KINDS.find((kind) => kind in op) ?? null;
}

// The games after `op`, and what it did: {game, at, previous} (previous: the event a replace
// or a delete took away). `participants`: the table's names (a new game's default players).
// An op that names no existing game or event changes nothing (effect.game is null).
export function applyOp(games, op, participants = null) {
  const kind = kindOf(op);
  if (kind === "new_game") {
    const given = op.new_game?.players;
    const players = given ?? (participants ? participants.map((_, i) => i) : null);
    return {games: [...games, {players, events: []}], effect: {game: games.length, at: null, previous: null}};
  }
  const index = op.game ?? games.length - 1;
  const game = games[index];
  if (!game) return {games, effect: {game: null, at: null, previous: null}};
  const events = game.events.slice();
  let at;
  let previous = null;
  if (kind === "append") {
    at = events.length;
    events.push(op.append);
  } else {
    at = op[kind].at;
    if (!(at >= 0 && at < events.length)) return {games, effect: {game: null, at: null, previous: null}};
    previous = events[at];
    if (kind === "replace") events[at] = op.replace.event;
    else events.splice(at, 1);
  }
  const changed = {players: game.players, events};
  return {games: [...games.slice(0, index), changed, ...games.slice(index + 1)], effect: {game: index, at, previous}};
}

// The games after every op in order.
export function foldOps(games, ops, participants = null) {
  return ops.reduce((current, op) => applyOp(current, op, participants).games, games);
}

// How many events two lists share from the start (the states of that prefix stay right).
export function sharedPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return i;
  }
  return n;
}
