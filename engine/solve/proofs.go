package solve

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Proofs make a long solve resumable: the positions within proofPlies of
// the root, once their score is bounded, are handed out as lines, and a
// later solve of the same position given those lines takes them as known
// instead of searching them again. A line is the position's two words in
// the board's own representation, in hex, and the bounds of its score:
// "p o lower upper". Lines only mean something to a solve of the same root.

// proofPlies is how far below the root proofs are kept: few enough that
// writing them costs nothing, enough that an interrupted solve loses little.
const proofPlies = 4

type proofs struct {
	from  int // the fewest empties of a position kept
	mu    sync.Mutex
	known map[[2]uint64]bound
	out   func(string)
}

// newProofs reads the lines of an earlier solve of the root with empties
// empty squares; out hears of new proofs (nil to keep none).
func newProofs(empties int, lines []string, out func(string)) (*proofs, error) {
	if len(lines) == 0 && out == nil {
		return nil, nil
	}
	pr := &proofs{from: empties - proofPlies, known: map[[2]uint64]bound{}, out: out}
	for i, line := range lines {
		f := strings.Fields(line)
		if len(f) != 4 {
			return nil, fmt.Errorf("proof %d: %q: want p o lower upper", i+1, line)
		}
		p, err1 := strconv.ParseUint(f[0], 16, 64)
		o, err2 := strconv.ParseUint(f[1], 16, 64)
		lo, err3 := strconv.ParseInt(f[2], 10, 8)
		hi, err4 := strconv.ParseInt(f[3], 10, 8)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || lo > hi || p&o != 0 {
			return nil, fmt.Errorf("proof %d: %q: want p o lower upper", i+1, line)
		}
		pr.known[[2]uint64{p, o}] = bound{lower: int8(lo), upper: int8(hi), move: -1}
	}
	return pr, nil
}

// get returns the bounds known of p, o.
func (pr *proofs) get(p, o uint64) (bound, bool) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	b, ok := pr.known[[2]uint64{p, o}]
	return b, ok
}

// add keeps the bounds of p, o, narrowed by what was known, and hands
// them out.
func (pr *proofs) add(p, o uint64, b bound) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	key := [2]uint64{p, o}
	if old, ok := pr.known[key]; ok {
		b.lower, b.upper = max(b.lower, old.lower), min(b.upper, old.upper)
	}
	pr.known[key] = b
	if pr.out != nil {
		pr.out(fmt.Sprintf("%x %x %d %d", p, o, b.lower, b.upper))
	}
}
