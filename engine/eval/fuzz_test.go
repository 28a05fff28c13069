package eval

import (
	"errors"
	"testing"
)

// Whatever a weights file holds, it is refused as no weights, or read:
// read, written again, it reads back to the same evaluation, and that
// evaluation stays within the board.
func FuzzWeights(f *testing.F) {
	plain, err := NewWeights().MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(plain)
	const H = hiddenUnits
	w := NewWeights()
	bias, out := make([]float32, H), make([]float32, H)
	for j := range H {
		bias[j], out[j] = float32(j)/10, float32(H/2-j)/100
	}
	rows := make([]int16, (patterns8.size+emptiesRows)*H)
	for i := range rows {
		rows[i] = int16(i%(2*rowLimit+1) - rowLimit)
	}
	w.net = newNetwork(0.01, rows, bias, out)
	networked, err := w.MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(networked)
	f.Add(networked[:len(networked)/2])
	f.Add([]byte(weightsMagic))
	samples := randomSamples(3, 8, func(Sample) int { return 0 })
	f.Fuzz(func(t *testing.T, data []byte) {
		var w Weights
		if err := w.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ErrWeights) {
				t.Fatalf("refused as %v, not ErrWeights", err)
			}
			return
		}
		again, err := w.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var back Weights
		if err := back.UnmarshalBinary(again); err != nil {
			t.Fatalf("written again, the weights do not read back: %v", err)
		}
		for _, s := range samples {
			v := w.Eval(s.P, s.O)
			if v < -maxDiscs8 || v > maxDiscs8 || back.Eval(s.P, s.O) != v {
				t.Fatalf("an evaluation of %d, %d read back", v, back.Eval(s.P, s.O))
			}
		}
	})
}
