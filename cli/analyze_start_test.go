package cli

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"reversi/engine"
)

// The line adding both sides up names the start's worth where the board's
// start is not even, so that its figures add up to the result: on 4x4,
// whose start is worth 10 to white, it said "6 more" of a game that white
// won by 4, and on the sphere "20 more" of one won by 24.
func TestAnalyzeBalanceNamesAStartNotEven(t *testing.T) {
	code, out, errs := analyze("", "--threads", "1", loggedGames(t, 0))
	if code != ExitOK {
		t.Fatalf("code %d\n%s\n%s", code, out, errs)
	}
	text := unwrapped(out)
	all := regexp.MustCompile(`In all, [●○] (Black|White) gave up \d+ discs? to best play, [●○] (?:Black|White) \d+: (\d+) more, from a start worth 10 to ○ White with best play\.`).FindStringSubmatch(text)
	if all == nil {
		t.Fatalf("no line adding up to the result naming the start:\n%s", text)
	}
	more, _ := strconv.Atoi(all[2])
	gave := map[string]int{"Black": -more, "White": more}[all[1]] // what white gave up beyond black
	if result := loggedResult(t); -10+gave != result {
		t.Errorf("%s gave up %d more from a start of -10, to a result of %d:\n%s", all[1], more, result, text)
	}
}

// --json's summary gives the start's worth beside the sides' totals, as
// the line adding them up names it, so that they add up to the result
// there too: white's loss less black's is the result less the start.
func TestAnalyzeJSONGivesTheStartsWorth(t *testing.T) {
	code, out, errs := analyze("", "--threads", "1", "--json", loggedGames(t, 0))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var summary struct {
		Start        *int
		Black, White struct{ Loss int }
	}
	if code != ExitOK || json.Unmarshal([]byte(lines[len(lines)-1]), &summary) != nil || summary.Start == nil {
		t.Fatalf("code %d, no start in the summary:\n%s\n%s", code, out, errs)
	}
	result := loggedResult(t)
	if *summary.Start != -10 || summary.White.Loss-summary.Black.Loss != result-*summary.Start {
		t.Errorf("start %d, black gave up %d, white %d, to a result of %d; want a start of -10 adding up to it", *summary.Start, summary.Black.Loss, summary.White.Loss, result)
	}
}

// loggedResult is black's score at the end of the 4x4 game loggedGames
// plays: the first legal move each turn.
func loggedResult(t *testing.T) int {
	t.Helper()
	v, err := engine.Flat(4)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(v.Start())
	for !g.Outcome().Over() {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g.Position().Score(engine.Black)
}
