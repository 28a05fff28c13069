package eval

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"errors"
	"math"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
)

func TestPatternPlacements(t *testing.T) {
	ps := patterns8
	want := map[string]int{"corner 3x3": 4, "corner 2x5": 8, "edge and X-squares": 4, "second line": 4, "third line": 4,
		"fourth line": 4, "diagonal 8": 2, "diagonal 7": 4, "diagonal 6": 4, "diagonal 5": 4, "diagonal 4": 4}
	got := map[string]int{}
	for _, g := range ps.group {
		got[ps.groups[g].name]++
	}
	for name, n := range want {
		if got[name] != n {
			t.Errorf("%s: %d placements, want %d", name, got[name], n)
		}
	}
	// Each placement reads as many squares as its group has, all apart.
	read := make([]int, len(ps.group))
	for sq := range 64 {
		adds := ps.rows[sq/8][1<<(sq%8)]
		if adds == [lanes]uint64{} {
			t.Errorf("square %d is read by no pattern", sq)
		}
		for at := range read {
			if adds[at/4]>>(16*(at%4))&0xffff != 0 {
				read[at]++
			}
		}
	}
	for at, n := range read {
		if g := ps.groups[ps.group[at]]; n != len(g.cells) {
			t.Errorf("placement %d of %s reads %d squares, want %d", at, g.name, n, len(g.cells))
		}
	}
}

func TestPatternIndices(t *testing.T) {
	ps := patterns8
	rng := enginetest.Rand(7)
	var idx [maxFeatures]int32
	for range 1000 {
		p, o := randomDiscs(rng)
		ps.indices(p, o, idx[:ps.features()])
		for at, i := range idx[:len(ps.group)] {
			g := ps.group[at]
			lo, hi := ps.offset[g], ps.offset[g]+pow3(len(ps.groups[g].cells))
			if int(i) < lo || int(i) >= hi {
				t.Fatalf("placement %d: index %d outside its group's [%d, %d)", at, i, lo, hi)
			}
		}
		for k, i := range idx[len(ps.group):ps.features()] {
			if lo := ps.offset[len(ps.groups)+k]; int(i) < lo || int(i) >= lo+counts[k].values {
				t.Fatalf("count %s: index %d outside [%d, %d)", counts[k].name, i, lo, lo+counts[k].values)
			}
		}
	}
	// The empty board reads every placement as zero; a full board of the
	// mover's as all ones in base three.
	ps.indices(0, 0, idx[:ps.features()])
	for at, i := range idx[:len(ps.group)] {
		if int(i) != ps.offset[ps.group[at]] {
			t.Fatalf("empty board: placement %d reads %d", at, int(i)-ps.offset[ps.group[at]])
		}
	}
	ps.indices(^uint64(0), 0, idx[:ps.features()])
	for at, i := range idx[:len(ps.group)] {
		k := len(ps.groups[ps.group[at]].cells)
		if want := (pow3(k) - 1) / 2; int(i)-ps.offset[ps.group[at]] != want {
			t.Fatalf("full board: placement %d reads %d, want %d", at, int(i)-ps.offset[ps.group[at]], want)
		}
	}
}

// moreMovesSamples are n random positions labelled with which side has
// more moves (10 discs either way, 0 for as many): a sum of a weight for
// each side's count cannot tell, a network over the counts can.
func moreMovesSamples(n int) []Sample {
	r := board.NewFlat8(8)
	return randomSamples(6, n, func(s Sample) int {
		mine, theirs := bits.OnesCount64(r.Moves(s.P, s.O)), bits.OnesCount64(r.Moves(s.O, s.P))
		return 10 * (min(1, max(-1, mine-theirs)))
	})
}

// randomSamples are n random positions (randomDiscs) drawn from seed, each
// labelled by score.
func randomSamples(seed uint64, n int, score func(Sample) int) []Sample {
	rng := enginetest.Rand(seed)
	samples := make([]Sample, n)
	for i := range samples {
		p, o := randomDiscs(rng)
		samples[i] = Sample{P: p, O: o}
		samples[i].Score = score(samples[i])
	}
	return samples
}

// randomDiscs returns two disjoint random sets of discs, at least four.
func randomDiscs(rng interface{ Uint64() uint64 }) (p, o uint64) {
	for bits.OnesCount64(p|o) < 4 {
		a, b := rng.Uint64(), rng.Uint64()
		full := a | b
		p = full & rng.Uint64()
		o = full &^ p
	}
	return p, o
}

func TestSharedWeightsStayInTheirGroup(t *testing.T) {
	// A reading shares its weight with readings of its own group alone,
	// the least of those its group's symmetries turn it into.
	ps := patterns8
	for g, pg := range ps.groups {
		lo, hi := ps.offset[g], ps.offset[g]+pow3(len(pg.cells))
		for i := lo; i < hi; i++ {
			if c := int(ps.canon[i]); c < lo || c > i || ps.canon[c] != int32(c) {
				t.Fatalf("%s: reading %d shares the weight of index %d, outside its group's %d-%d", pg.name, i-lo, c, lo, hi-1)
			}
		}
	}
}

// roundTrip writes w and reads it back.
func roundTrip(t *testing.T, w *Weights) (*Weights, []byte) {
	t.Helper()
	data, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back Weights
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	return &back, data
}

func TestWeightsRoundTrip(t *testing.T) {
	w := NewWeights()
	for i := range w.w {
		w.w[i] = int16(i*7919%2001 - 1000)
	}
	w.Note = "a test"
	back, data := roundTrip(t, w)
	if back.Note != w.Note || len(back.w) != len(w.w) {
		t.Fatalf("read back note %q and %d weights", back.Note, len(back.w))
	}
	for i := range w.w {
		if back.w[i] != w.w[i] {
			t.Fatalf("weight %d: %d, want %d", i, back.w[i], w.w[i])
		}
	}
	bad := map[string][]byte{
		"empty":          nil,
		"other magic":    append([]byte("reversi weight!\n"), data[len(weightsMagic):]...),
		"other version":  append(append([]byte(weightsMagic), weightsVersion+1, 0), data[len(weightsMagic)+2:]...),
		"truncated":      data[:len(data)/2],
		"other patterns": bytes.Replace(data, patterns8.signature(), append([]byte{}, patterns8.signature()[:3]...), 1),
	}
	for name, b := range bad {
		if err := new(Weights).UnmarshalBinary(b); !errors.Is(err, ErrWeights) {
			t.Errorf("%s: %v, want ErrWeights", name, err)
		}
	}
}

// A note longer than the file's 16-bit length of it is refused when
// written, and the longest it holds reads back whole: one longer was
// written with its length cut and could not be read again.
func TestWeightsNoteFitsItsLength(t *testing.T) {
	w := NewWeights()
	w.Note = strings.Repeat("n", math.MaxUint16)
	if back, _ := roundTrip(t, w); back.Note != w.Note {
		t.Errorf("a note of %d bytes read back as %d", len(w.Note), len(back.Note))
	}
	w.Note += "n"
	if _, err := w.MarshalBinary(); err == nil || !strings.Contains(err.Error(), "65536 bytes, more than the 65535") {
		t.Errorf("a note of %d bytes: %v, want it refused", len(w.Note), err)
	}
}

func TestNetworkRoundTrip(t *testing.T) {
	// A fitted network is written and read back to the same evaluation.
	samples := randomSamples(5, 500, func(s Sample) int { return bits.OnesCount64(s.P&0x8100000000000081) * 8 })
	w := NetFit{Epochs: 2, Rate: 0.002, Seed: 1}.Run(context.Background(), samples, NewWeights(), nil)
	back, data := roundTrip(t, w)
	if back.net == nil {
		t.Fatal("the network was not read back")
	}
	for _, s := range samples {
		if got, want := back.Eval(s.P, s.O), w.Eval(s.P, s.O); got != want {
			t.Fatalf("read back: %d, written: %d", got, want)
		}
	}
	if w.Eval(samples[0].P, samples[0].O) == NewWeights().Eval(samples[0].P, samples[0].O) {
		t.Error("the network adds nothing")
	}
	// A file cut short is said to be, where it said it was no weights file
	// of this program: "unexpected EOF".
	for _, cut := range []int{len(data) - 1, len(data) - 40, len(weightsMagic) + 3, len(weightsMagic) + 8} {
		if err := new(Weights).UnmarshalBinary(data[:cut]); !errors.Is(err, ErrWeights) || !strings.Contains(err.Error(), ": the file is cut short, in its ") {
			t.Errorf("cut to %d bytes: %v, want ErrWeights, cut short", cut, err)
		}
	}
}

// A network whose scale, a bias or an output weight is an infinity or NaN
// is refused, where it was read and made every evaluation nonsense.
func TestNetworkOfNumbersNotFiniteIsRefused(t *testing.T) {
	const H = hiddenUnits
	spoil := map[string]func(n *network){
		"scale +Inf": func(n *network) { n.scale = float32(math.Inf(1)) },
		"bias NaN":   func(n *network) { n.bias[3] = float32(math.NaN()) },
		"out -Inf":   func(n *network) { n.out[H-1] = float32(math.Inf(-1)) },
	}
	for name, f := range spoil {
		w := NewWeights()
		w.net = newNetwork(0.01, make([]int16, (patterns8.size+emptiesRows)*H), make([]float32, H), make([]float32, H))
		f(w.net)
		data, err := w.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		err = new(Weights).UnmarshalBinary(data)
		if !errors.Is(err, ErrWeights) || !strings.Contains(err.Error(), "its network: a number is not finite") {
			t.Errorf("%s: %v, want ErrWeights, a number not finite", name, err)
		}
	}
}

// A network whose numbers are finite but so large that its sum overflows
// is refused, where it was read and every evaluation came out -64 discs:
// an infinite sum taken as the most negative whole number, then bounded.
func TestNetworkOfNumbersTooLargeIsRefused(t *testing.T) {
	const H = hiddenUnits
	spoil := map[string]func(n *network){
		"scale 3e38": func(n *network) { n.scale = 3e38 },
		"bias 3e38":  func(n *network) { n.bias[3] = 3e38 },
		"out -3e38":  func(n *network) { n.out[H-1] = -3e38 },
	}
	for name, f := range spoil {
		w := NewWeights()
		bias, out, rows := make([]float32, H), make([]float32, H), make([]int16, (patterns8.size+emptiesRows)*H)
		for j := range H {
			bias[j], out[j] = 0.5, 1
		}
		for i := range rows {
			rows[i] = rowLimit
		}
		w.net = newNetwork(0.01, rows, bias, out)
		f(w.net)
		data, err := w.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		err = new(Weights).UnmarshalBinary(data)
		if !errors.Is(err, ErrWeights) || !strings.Contains(err.Error(), "its network: a number beyond") {
			t.Errorf("%s: %v, want ErrWeights, a number beyond the bound", name, err)
		}
	}
}

// A fit around a network keeps it and fits the sum to what it leaves: on
// labels the weights already give, the error stays that of the labels'
// rounding, where the sum alone, refitted, cannot give them.
func TestFitAroundNetwork(t *testing.T) {
	samples := moreMovesSamples(3000)
	w := NetFit{Epochs: 4, Rate: 0.02, Seed: 1}.Run(context.Background(), samples, NewWeights(), nil)
	for i, s := range samples {
		samples[i].Score = int(math.Round(float64(w.Eval(s.P, s.O)) / 100))
	}
	fit := Fit{Epochs: 20, Rate: 0.02, Prior: 16, Threads: 1, AroundNet: true}
	around := fit.Run(context.Background(), samples, w, nil)
	fit.AroundNet = false
	plain := fit.Run(context.Background(), samples, w, nil)
	if around.net != w.net || plain.net != nil {
		t.Fatalf("networks kept: around %v, plain %v", around.net != nil, plain.net != nil)
	}
	a, p := MeanError(around, samples), MeanError(plain, samples)
	if a > 0.5 || p < 2*a {
		t.Errorf("mean error %.2f discs fitted around the network, %.2f without it", a, p)
	}
	t.Logf("mean error %.2f discs fitted around the network, %.2f without it", a, p)
}

// With no prior, a weight that no sample reads keeps the start's value:
// its step, no error over no samples, is no reason to change it.
func TestFitWithoutPriorKeepsUnreadWeights(t *testing.T) {
	start := NewWeights()
	for i := range start.w {
		start.w[i] = 123
	}
	// The start position's 60 empty squares are read by the last two
	// phases only.
	samples := []Sample{{P: 0x0000000810000000, O: 0x0000001008000000, Score: 4}}
	w := Fit{Epochs: 2, Rate: 0.02, Threads: 1}.Run(context.Background(), samples, start, nil)
	for i := range 14 * (patterns8.size + constants) {
		if w.w[i] != start.w[i] {
			t.Fatalf("weight %d, read by no sample: %d, want the start's %d", i, w.w[i], start.w[i])
		}
	}
}

func TestWeightsVersion1(t *testing.T) {
	// A file of version 1, one constant a phase, reads as weights whose
	// constants are that one for every count of empty squares.
	w := NewWeights()
	for i := range w.w {
		w.w[i] = int16(i*7919%2001 - 1000)
	}
	var b bytes.Buffer
	b.WriteString(weightsMagic)
	for _, v := range []any{uint16(1), uint8(8), uint8(phases8), uint16(0)} {
		_ = binary.Write(&b, binary.LittleEndian, v)
	}
	b.Write(patterns8.signature())
	z, _ := flate.NewWriter(&b, flate.BestSpeed)
	stride := patterns8.size + constants
	for k := range phases8 {
		_ = binary.Write(z, binary.LittleEndian, w.w[k*stride:(k+1)*stride-constants+1])
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	var back Weights
	if err := back.UnmarshalBinary(b.Bytes()); err != nil {
		t.Fatal(err)
	}
	for k := range phases8 {
		for i := range stride {
			want := w.w[k*stride+min(i, patterns8.size)]
			if got := back.w[k*stride+i]; got != want {
				t.Fatalf("phase %d, weight %d: %d, want %d", k, i, got, want)
			}
		}
	}
}

func TestPatternEvalMatchesItsDefinition(t *testing.T) {
	// Read every pattern square by square from its definition, in every
	// orientation, and the counts from the rules; add each reading's row
	// of the network to its units: the sum and the units' correction are
	// eval's.
	w := Learned()
	if w.net == nil {
		t.Fatal("the built-in weights have no network")
	}
	rng := enginetest.Rand(11)
	r := board.NewFlat8(8)
	for range 200 {
		p, o := randomDiscs(rng)
		empties := 64 - bits.OnesCount64(p|o)
		ws := w.phase(empties)
		want := int(ws[patterns8.size+empties%constants])
		var units [hiddenUnits]int
		read := func(i int) {
			want += int(ws[i])
			for j := range units {
				units[j] += int(w.net.rows[i*hiddenUnits+j])
			}
		}
		for g, pg := range patterns8.groups {
			var seen []uint64
			for _, sym := range enginetest.Flat(t, 8).Symmetries() {
				var set uint64
				idx := 0
				for i, rc := range pg.cells {
					sq := uint(sym[8*rc[0]+rc[1]])
					set |= 1 << sq
					switch {
					case p>>sq&1 != 0:
						idx += pow3(i)
					case o>>sq&1 != 0:
						idx += 2 * pow3(i)
					}
				}
				if !slices.Contains(seen, set) {
					seen = append(seen, set)
					read(patterns8.offset[g] + idx)
				}
			}
		}
		empty := ^(p | o)
		k := len(patterns8.groups)
		for i, v := range []int{bits.OnesCount64(r.Moves(p, o)), bits.OnesCount64(r.Moves(o, p)),
			bits.OnesCount64(r.Around(o) & empty), bits.OnesCount64(r.Around(p) & empty)} {
			read(patterns8.offset[k+i] + min(v, counts[i].values-1))
		}
		var correction float64
		for j, x := range units {
			x += int(w.net.rows[(patterns8.size+empties)*hiddenUnits+j])
			correction += float64(w.net.out[j]) * max(0, float64(w.net.bias[j])+float64(w.net.scale)*float64(x))
		}
		want += int(math.Round(100 * correction))
		want = max(-maxDiscs8, min(maxDiscs8, want))
		// eval adds its units in 32-bit floats: a hundredth apart at most.
		if got := w.Eval(p, o); got < want-1 || got > want+1 {
			t.Fatalf("eval %d, the definition %d", got, want)
		}
	}
}

func TestLearnedEvalWithinTheBoard(t *testing.T) {
	// Weights that add up to more than the board holds predict no more
	// than its 64 squares, either way.
	w := NewWeights()
	for i := range w.w {
		w.w[i] = 2000
	}
	rng := enginetest.Rand(13)
	for range 100 {
		p, o := randomDiscs(rng)
		if v := w.Eval(p, o); v != 6400 {
			t.Fatalf("eval %d with every weight at 20 discs, want 6400", v)
		}
	}
	for i := range w.w {
		w.w[i] = -2000
	}
	if v := w.Eval(0x0000000810000000, 0x0000001008000000); v != -6400 {
		t.Fatalf("eval %d with every weight at -20 discs, want -6400", v)
	}
}

// The weights without their network evaluate as the sum alone: the
// evaluation less the network's correction, the weights themselves kept.
func TestWithoutNetwork(t *testing.T) {
	w := Learned()
	sum := w.WithoutNetwork()
	rng := enginetest.Rand(17)
	corrected := 0
	for range 200 {
		p, o := randomDiscs(rng)
		net := w.netValue(p, o)
		if got, want := sum.Eval(p, o), max(-maxDiscs8, min(maxDiscs8, w.Eval(p, o)-net)); got != want {
			t.Fatalf("without the network %d, the evaluation less the network's %d", got, want)
		}
		if net != 0 {
			corrected++
		}
	}
	if corrected == 0 || w.net == nil || sum.net != nil {
		t.Errorf("the network corrected %d of 200 positions; the weights' own network kept: %v", corrected, w.net != nil)
	}
}

func TestCalibratedErrorsDoNotLean(t *testing.T) {
	w := NewWeights()
	for i := range w.w {
		w.w[i] = int16(i*7919%21 - 10)
	}
	before := slices.Clone(w.w)
	// Labels read 3 discs high at odd counts of empties and 2 low at even
	// ones, against what w predicts.
	samples := randomSamples(5, 4000, func(s Sample) int {
		return int(math.Round(float64(w.Eval(s.P, s.O))/100)) - 2 + 5*(s.Empties()%2)
	})
	c, moved := w.Calibrated(samples)
	if !slices.Equal(w.w, before) {
		t.Fatal("Calibrated changed the weights it was given")
	}
	lean, count := map[int]float64{}, map[int]int{}
	for _, s := range samples {
		lean[s.Empties()] += float64(c.Eval(s.P, s.O))/100 - float64(s.Score)
		count[s.Empties()]++
	}
	for e, n := range count {
		if n < 50 {
			continue
		}
		if mean := lean[e] / float64(n); math.Abs(mean) > 0.01 {
			t.Errorf("%d empties: the calibrated errors lean %+.3f", e, mean)
		}
		if want := float64(5*(e%2) - 2); math.Abs(moved[e]-want) > 0.5 {
			t.Errorf("%d empties: moved %+.2f, want about %+.0f", e, moved[e], want)
		}
	}
}
