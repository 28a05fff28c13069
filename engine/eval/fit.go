package eval

import (
	"context"
	"math"
	"math/bits"
	"slices"
	"sync"

	"reversi/engine"
	"reversi/engine/internal/board"
)

// Sample is an 8×8 position and its label: the final disc difference for
// the side to move.
type Sample struct {
	P, O  uint64 // the side to move's discs, the other's
	Score int
}

// Empties returns the sample's empty squares.
func (s Sample) Empties() int { return 64 - bits.OnesCount64(s.P|s.O) }

// Position returns the sample's position, black to move being its side to
// move.
func (s Sample) Position() engine.Position {
	b := make([]byte, 0, 66)
	for sq := range 64 {
		switch {
		case s.P>>uint(sq)&1 != 0:
			b = append(b, 'X')
		case s.O>>uint(sq)&1 != 0:
			b = append(b, 'O')
		default:
			b = append(b, '-')
		}
	}
	pos, err := engine.ParsePosition(string(append(b, " X"...)))
	if err != nil {
		panic("eval: a sample's position: " + err.Error())
	}
	return pos
}

// SampleOf is the sample of an 8×8 position labelled with score, for its
// side to move.
func SampleOf(pos engine.Position, score int) Sample {
	r := board.NewFlat8(8)
	return Sample{P: r.FromSet(pos.Discs(pos.Turn())), O: r.FromSet(pos.Discs(pos.Turn().Opponent())), Score: score}
}

// Fit says how weights are fitted to samples.
type Fit struct {
	Epochs  int     // passes over the samples
	Rate    float64 // the step of each pass, as a share of the error
	Prior   float64 // samples each weight counts as having at its value, to keep rare weights small
	Threads int     // goroutines; 0 for one per core
	// AroundNet keeps the network of the start's weights, unchanged, and
	// fits the sum to what the network leaves of each label: the sum moves
	// to new samples without a network fitted again to them alone.
	AroundNet bool
}

// FitProgress is the state of a fit after a pass.
type FitProgress struct {
	Epoch     int
	MeanError float64 // the mean absolute error over the samples, in discs
}

// Run fits weights to samples, starting from start (nil for zero), each
// pass a step of every weight towards what makes the samples' predictions
// right, in proportion to the samples that read it. A phase learns from
// its own samples and from those of the phases next to it, which share
// most of its patterns' readings. Weights a group's own symmetry pairs are
// fitted as one. It reports each pass to progress and stops early with
// ctx, returning the weights so far.
func (f Fit) Run(ctx context.Context, samples []Sample, start *Weights, progress func(FitProgress)) *Weights {
	ps := patterns8
	stride := ps.size + constants
	nf := ps.features()
	w := make([]float64, phases8*stride)
	if start != nil {
		for i, x := range start.w {
			w[i] = float64(x) / 100
		}
	}
	// read calls visit with the sample's shared weight indices and, for
	// each phase that learns from it, the phase's first weight and the
	// constant of the sample's empty squares.
	read := func(s Sample, idx []int32, visit func(base, constant int, own bool)) {
		ps.shared(s.P, s.O, idx)
		own := min(s.Empties()/4, phases8-1)
		for k := max(0, own-1); k <= min(phases8-1, own+1); k++ {
			visit(k*stride, k*stride+ps.size+s.Empties()%constants, k == own)
		}
	}
	counts := make([]float64, len(w))
	var idx [maxFeatures]int32
	for _, s := range samples {
		read(s, idx[:nf], func(base, constant int, _ bool) {
			for _, i := range idx[:nf] {
				counts[base+int(i)]++
			}
			counts[constant]++
		})
	}
	// In order of empty squares, the samples of a goroutine read the
	// weights of a few phases at a time, which stay in the caches.
	samples = slices.Clone(samples)
	slices.SortFunc(samples, func(a, b Sample) int { return a.Empties() - b.Empties() })
	// What the kept network adds to each sample's sum, in discs.
	var net []float64
	if f.AroundNet && start != nil && start.net != nil {
		net = make([]float64, len(samples))
		for k, s := range samples {
			net[k] = float64(start.netValue(s.P, s.O)) / 100
		}
	}
	threads := engine.Workers(f.Threads)
	chunk := (len(samples) + threads - 1) / threads
	grads := make([][]float64, threads)
	errs := make([]float64, threads)
	for epoch := 1; epoch <= f.Epochs && ctx.Err() == nil; epoch++ {
		var wg sync.WaitGroup
		for t := range threads {
			lo, hi := min(t*chunk, len(samples)), min((t+1)*chunk, len(samples))
			if grads[t] == nil {
				grads[t] = make([]float64, len(w))
			}
			g := grads[t]
			clear(g)
			wg.Go(func() {
				var sum float64
				var idx [maxFeatures]int32
				for k, s := range samples[lo:hi] {
					read(s, idx[:nf], func(base, constant int, own bool) {
						pred := w[constant]
						if net != nil {
							pred += net[lo+k]
						}
						for _, i := range idx[:nf] {
							pred += w[base+int(i)]
						}
						e := float64(s.Score) - pred
						if own {
							sum += math.Abs(e)
						}
						g[constant] += e
						for _, i := range idx[:nf] {
							g[base+int(i)] += e
						}
					})
				}
				errs[t] = sum
			})
		}
		wg.Wait()
		var total float64
		for t := range threads {
			total += errs[t]
		}
		for j := range w {
			var g float64
			for t := range threads {
				g += grads[t][j]
			}
			// A weight no sample reads, without a prior, has no step.
			if n := counts[j] + f.Prior; n > 0 {
				w[j] += f.Rate * g / n
			}
		}
		if progress != nil {
			progress(FitProgress{Epoch: epoch, MeanError: total / float64(max(1, len(samples)))})
		}
	}
	out := NewWeights()
	if net != nil {
		out.net = start.net
	}
	for k := range phases8 {
		base := k * stride
		for i := range ps.size {
			out.w[base+i] = quantize(w[base+int(ps.canon[i])])
		}
		for i := range constants {
			out.w[base+ps.size+i] = quantize(w[base+ps.size+i])
		}
	}
	return out
}

// Calibrated returns w with each count of empty squares' constant moved by
// the mean error of w on the samples with that count, so that their errors
// no longer lean one way, and the moves in discs. Labels taken before a
// game's solve point lean one way: the side to move there makes a mover's
// mistakes once more than the other side (at 21 empties, in games solved
// at 18, it reads 3 discs low), which the constants learn and exactly
// solved samples correct.
func (w *Weights) Calibrated(samples []Sample) (*Weights, map[int]float64) {
	sum, count := map[int]float64{}, map[int]int{}
	for _, s := range samples {
		e := s.Empties()
		sum[e] += float64(w.Eval(s.P, s.O)) - 100*float64(s.Score)
		count[e]++
	}
	out := &Weights{set: w.set, phases: w.phases, w: slices.Clone(w.w), net: w.net, Note: w.Note}
	moved := map[int]float64{}
	for e, n := range count {
		shift := math.Round(sum[e] / float64(n))
		c := &out.phase(e)[w.set.size+e%constants]
		*c = quantize((float64(*c) - shift) / 100)
		moved[e] = -shift / 100
	}
	return out, moved
}

// quantize converts a weight in discs to hundredths.
func quantize(x float64) int16 {
	return int16(max(math.MinInt16, min(math.MaxInt16, math.Round(x*100))))
}

// MeanError returns the mean absolute error, in discs, of an evaluation
// on samples: the learned weights w, or the handcrafted evaluation (its
// hundredths of a disc read as discs) for nil.
func MeanError(w *Weights, samples []Sample) float64 {
	var ev Evaluator[uint64] = w
	if w == nil {
		r := board.NewFlat8(8)
		ev = NewFlat[uint64](r, 8)
	}
	var sum float64
	for _, s := range samples {
		sum += math.Abs(float64(ev.Eval(s.P, s.O))/100 - float64(s.Score))
	}
	return sum / float64(max(1, len(samples)))
}
