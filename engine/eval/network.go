package eval

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
)

// A network corrects the sum of the learned weights with what a sum
// cannot see: readings that matter together. Every placement's reading,
// every count and the count of empty squares adds a row of numbers to a
// layer of hidden units; each unit keeps its sum where it is above zero,
// and the units, each weighed by its own weight, add to the patterns' sum.
// Readings that a pattern's symmetry turns into each other share a row, as
// they share a weight.
type network struct {
	scale float32   // the discs one step of a row's numbers stands for
	rows  []int16   // hidden numbers for each weight of a phase, then for each count of empty squares
	bias  []float32 // each unit's sum before the rows
	out   []float32 // each unit's weight in the prediction, in discs
	// packed are the rows four numbers to a word, 16 bits each, each
	// number plus rowLimit+1: a position's rows add up in a word's lanes
	// without carrying from one into the next.
	packed []uint64
}

// hiddenUnits are a network's units (docs/engine-notes.md, *The network*:
// more measured no better, fewer worse).
const hiddenUnits = 32

// rowLimit bounds a row's numbers: the most rows a position reads, each
// number at most 2*rowLimit+1 once lifted, add up within a lane's 16 bits
// (the constant below does not compile where they would not).
const rowLimit = 499

const _ uint16 = (maxFeatures + 1) * (2*rowLimit + 1)

// newNetwork returns a network of rows, which must lie within ±rowLimit.
func newNetwork(scale float32, rows []int16, bias, out []float32) *network {
	n := &network{scale: scale, rows: rows, bias: bias, out: out, packed: make([]uint64, len(rows)/4)}
	for i, x := range rows {
		n.packed[i/4] |= uint64(int(x)+rowLimit+1) << (16 * (i % 4))
	}
	return n
}

// emptiesRows are the rows of the counts of empty squares, 0 to 64.
const emptiesRows = 65

// sharedRow returns the row that row i of a network over ps shares: a
// reading's canonical one, a count of empty squares' own.
func sharedRow(ps *patternSet, i int) int {
	if i < ps.size {
		return int(ps.canon[i])
	}
	return i
}

// Eval returns the network's correction, in hundredths of a disc, of a
// position whose weights of a phase are idx and empty squares empties.
func (n *network) Eval(size int, idx []int32, empties int) int {
	var a [hiddenUnits / 4]uint64
	add := func(i int) {
		r := (*[hiddenUnits / 4]uint64)(n.packed[i*(hiddenUnits/4):])
		a[0] += r[0]
		a[1] += r[1]
		a[2] += r[2]
		a[3] += r[3]
		a[4] += r[4]
		a[5] += r[5]
		a[6] += r[6]
		a[7] += r[7]
	}
	for _, i := range idx {
		add(int(i))
	}
	add(size + empties)
	lift := (len(idx) + 1) * (rowLimit + 1)
	var v float32
	for j := range hiddenUnits {
		x := int(a[j/4]>>(16*(j%4))&0xffff) - lift
		if u := n.bias[j] + n.scale*float32(x); u > 0 {
			v += n.out[j] * u
		}
	}
	return int(math.Round(float64(100 * v)))
}

// netDecay is how much smaller each pass's step is than the one before's
// (chosen by the trials in docs/engine-notes.md, *The network*).
const netDecay = 0.85

// NetFit says how a network is fitted over weights.
type NetFit struct {
	Epochs int     // passes over the samples
	Rate   float64 // the step of the first pass; each pass steps netDecay of the one before
	Seed   uint64  // the samples' order in each pass and the units' first weights
}

// Run fits a network to samples over w's sum and returns w with it. Each
// sample moves the rows it reads, the units and their weights a step
// against the sign of its error: the fit lessens the mean absolute error,
// the measure the evaluation is held to. It takes the samples one after
// the other on one goroutine, in an order the seed gives, so that a run
// gives the same network again. The network it returns is the mean of the
// networks after each pass of the last two thirds. It reports each pass to
// progress and stops early with ctx, returning the network so far.
func (f NetFit) Run(ctx context.Context, samples []Sample, w *Weights, progress func(FitProgress)) *Weights {
	ps := w.set
	const H = hiddenUnits
	// The network's numbers, one slice: its rows, then the units' biases,
	// then their weights.
	params := make([]float32, (ps.size+emptiesRows)*H+2*H)
	rows, bias, out := params[:len(params)-2*H], params[len(params)-2*H:len(params)-H], params[len(params)-H:]
	rng := rand.New(rand.NewPCG(f.Seed, 0x6e6e))
	for j := range H {
		bias[j] = 0.5
		out[j] = float32(rng.NormFloat64() / math.Sqrt(float64(H)))
	}
	// The samples' order, and what w's sum predicts of each, read once.
	order := make([]int32, len(samples))
	sums := make([]float32, len(samples))
	for k, s := range samples {
		order[k], sums[k] = int32(k), float32(w.Eval(s.P, s.O))/100
	}
	// The sum of the networks after each pass from averageFrom on.
	summed := make([]float32, len(params))
	averageFrom, averaged := f.Epochs/3+1, 0
	rate := float32(f.Rate)
	nf := ps.features()
	var idx [maxFeatures + 1]int32
	h, g := make([]float32, H), make([]float32, H)
	for epoch := 1; epoch <= f.Epochs && ctx.Err() == nil; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		var sum float64
		for _, k := range order {
			s := samples[k]
			ps.shared(s.P, s.O, idx[:nf])
			idx[nf] = int32(ps.size + s.Empties())
			copy(h, bias)
			for _, i := range idx[:nf+1] {
				for j, x := range rows[int(i)*H : int(i)*H+H] {
					h[j] += x
				}
			}
			pred := sums[k]
			for j := range H {
				if h[j] > 0 {
					pred += out[j] * h[j]
				}
			}
			e := pred - float32(s.Score)
			sum += math.Abs(float64(e))
			sign := float32(1)
			if e < 0 {
				sign = -1
			}
			for j := range H {
				g[j] = 0
				if h[j] > 0 {
					g[j] = sign * out[j]
					out[j] -= rate * 0.1 * sign * h[j]
				}
				bias[j] -= rate * 0.01 * g[j]
			}
			for _, i := range idx[:nf+1] {
				row := rows[int(i)*H : int(i)*H+H]
				for j := range row {
					row[j] -= rate * g[j]
				}
			}
		}
		if progress != nil {
			progress(FitProgress{Epoch: epoch, MeanError: sum / float64(max(1, len(order)))})
		}
		rate *= netDecay
		if epoch >= averageFrom {
			for i, x := range params {
				summed[i] += x
			}
			averaged++
		}
	}
	if averaged > 0 {
		for i, x := range summed {
			params[i] = x / float32(averaged)
		}
	}
	var most float32
	for _, x := range rows {
		most = max(most, float32(math.Abs(float64(x))))
	}
	scale := max(most, 1e-6) / rowLimit
	q := make([]int16, len(rows))
	for i := range ps.size + emptiesRows {
		from := sharedRow(ps, i)
		for j := range H {
			q[i*H+j] = int16(math.Round(float64(rows[from*H+j] / scale)))
		}
	}
	fitted := *w
	// Copies, so that the network does not hold the fit's rows.
	fitted.net = newNetwork(scale, q, slices.Clone(bias), slices.Clone(out))
	return &fitted
}

// marshal writes the network to a weights file: its units (0 for none),
// then the scale, the units' biases and weights as 32-bit floats, and the
// rows of the readings that stand for their symmetric ones, then those of
// the counts of empty squares, as 16-bit numbers; all little-endian.
func (n *network) marshal(wr io.Writer, ps *patternSet) error {
	if n == nil {
		return binary.Write(wr, binary.LittleEndian, uint16(0))
	}
	head := []any{uint16(hiddenUnits), n.scale, n.bias, n.out}
	for _, v := range head {
		if err := binary.Write(wr, binary.LittleEndian, v); err != nil {
			return err
		}
	}
	for i := range ps.size + emptiesRows {
		if sharedRow(ps, i) != i {
			continue
		}
		if err := binary.Write(wr, binary.LittleEndian, n.rows[i*hiddenUnits:(i+1)*hiddenUnits]); err != nil {
			return err
		}
	}
	return nil
}

// notFinite says whether x is an infinity or NaN.
func notFinite(x float32) bool { return math.IsInf(float64(x), 0) || math.IsNaN(float64(x)) }

// netLimit bounds the scale, biases and output weights of a network read:
// far above those a fit gives (docs/evaluation.md), and low enough that no
// sum of a unit's lane, at most 2^16, overflows the evaluation's whole
// number.
const netLimit = 1000

// tooLarge says whether x is beyond ±netLimit.
func tooLarge(x float32) bool { return x < -netLimit || x > netLimit }

// readNetwork reads what marshal wrote: nil for no network.
func readNetwork(r io.Reader, ps *patternSet) (*network, error) {
	var hidden uint16
	if err := binary.Read(r, binary.LittleEndian, &hidden); err != nil {
		return nil, err
	}
	if hidden == 0 {
		return nil, nil
	}
	if hidden != hiddenUnits {
		return nil, fmt.Errorf("a network of %d units, not %d", hidden, hiddenUnits)
	}
	const H = hiddenUnits
	var scale float32
	bias, out, rows := make([]float32, H), make([]float32, H), make([]int16, (ps.size+emptiesRows)*H)
	for _, v := range []any{&scale, bias, out} {
		if err := binary.Read(r, binary.LittleEndian, v); err != nil {
			return nil, err
		}
	}
	// An infinity or NaN would make every evaluation nonsense, and so would
	// a number so large that the network's sum overflows.
	if notFinite(scale) || slices.ContainsFunc(bias, notFinite) || slices.ContainsFunc(out, notFinite) {
		return nil, errors.New("a number is not finite")
	}
	if tooLarge(scale) || slices.ContainsFunc(bias, tooLarge) || slices.ContainsFunc(out, tooLarge) {
		return nil, fmt.Errorf("a number beyond ±%g", float32(netLimit))
	}
	// The rows a symmetry does not share are stored one after the other.
	stored := 0
	for i := range ps.size + emptiesRows {
		if sharedRow(ps, i) == i {
			stored++
		}
	}
	read := make([]int16, H*stored)
	if err := readInt16s(r, read); err != nil {
		return nil, err
	}
	for i := range ps.size + emptiesRows {
		row := rows[i*H : (i+1)*H]
		if j := sharedRow(ps, i); j != i {
			copy(row, rows[j*H:])
			continue
		}
		for _, x := range read[:H] {
			if x < -rowLimit || x > rowLimit {
				return nil, fmt.Errorf("a number %d beyond ±%d", x, rowLimit)
			}
		}
		copy(row, read)
		read = read[H:]
	}
	return newNetwork(scale, rows, bias, out), nil
}
