//go:build heavy

// Tests too slow for the quick run of go test: .ci/run runs them with
// go test -tags heavy.

package eval

import (
	"context"
	"math/bits"
	"testing"
)

func TestNetworkLearnsWhatPatternsCannot(t *testing.T) {
	samples := moreMovesSamples(22000)
	held, train := samples[:2000], samples[2000:]
	sum := Fit{Epochs: 40, Rate: 0.02, Prior: 16, Threads: 2}.Run(context.Background(), train, nil, nil)
	net := NetFit{Epochs: 10, Rate: 0.02, Seed: 1}.Run(context.Background(), train, sum, nil)
	before, after := MeanError(sum, held), MeanError(net, held)
	if after > 0.85*before {
		t.Errorf("mean error %.2f discs with the network, %.2f without; want 15%% less at least", after, before)
	}
	t.Logf("mean error %.2f discs with the network, %.2f without", after, before)
}

func TestFitLearnsDiscCount(t *testing.T) {
	// Labels a sum of squares can give (the disc difference) are fitted
	// closely.
	samples := randomSamples(3, 20000, func(s Sample) int { return bits.OnesCount64(s.P) - bits.OnesCount64(s.O) })
	var first, last float64
	w := Fit{Epochs: 60, Rate: 0.02, Prior: 16, Threads: 2}.Run(context.Background(), samples, nil, func(p FitProgress) {
		if p.Epoch == 1 {
			first = p.MeanError
		}
		last = p.MeanError
	})
	if last > first/4 || last > 2 {
		t.Errorf("mean error %.2f after the first pass, %.2f after the last", first, last)
	}
	if got := MeanError(w, samples[:1000]); got > 2.5 {
		t.Errorf("the quantized weights are off by %.2f discs", got)
	}
}
