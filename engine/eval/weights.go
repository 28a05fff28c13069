package eval

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"sync"

	"reversi/engine"
)

// Weights are the learned evaluation of 8×8: for each phase of the game
// (the empty squares, four at a time), a weight for every reading of every
// pattern and a constant for each count of empty squares in the phase, in
// hundredths of a disc, and a network that corrects their sum. The
// constants tell the odd counts from the even: who is likely to play last.
type Weights struct {
	set    *patternSet
	phases int
	w      []int16  // phase after phase, each set.size weights and the constants
	net    *network // nil for none
	// Note says where the weights come from, in a line or a few.
	Note string
}

// weightsMagic starts every weights file; the version follows. Version 1
// had one constant a phase, which reads as that constant for every count;
// version 2 had no network.
const (
	weightsMagic   = "reversi weights\n"
	weightsVersion = 3
)

// phases8 are the phases of 8×8: 0-3 empty squares, 4-7, …, 60.
const phases8 = 16

// constants are a phase's constants, one for each count of empty squares
// in it: the count modulo 4 picks one.
const constants = 4

var patterns8 = func() *patternSet {
	v, err := engine.Flat(8)
	if err != nil {
		panic(err)
	}
	return newPatternSet(patternGroups8, v.Symmetries())
}()

// NewWeights returns all-zero weights for 8×8, to train.
func NewWeights() *Weights {
	return &Weights{set: patterns8, phases: phases8, w: make([]int16, phases8*(patterns8.size+constants))}
}

// phase returns the weights of the phase with the given empty squares.
func (w *Weights) phase(empties int) []int16 {
	k := min(empties/4, w.phases-1)
	stride := w.set.size + constants
	return w.w[k*stride : (k+1)*stride]
}

// maxDiscs8 bounds a prediction of the final disc difference on 8×8, in
// hundredths of a disc: no game ends further apart than its 64 squares.
const maxDiscs8 = 6400

// Eval scores p to move against o in hundredths of a disc.
func (w *Weights) Eval(p, o uint64) int {
	var idx [maxFeatures]int32
	n, empties := w.indices(p, o, &idx)
	ws := w.phase(empties)
	v := int(ws[w.set.size+empties%constants])
	for _, i := range idx[:n] {
		v += int(ws[i])
	}
	if w.net != nil {
		v += w.net.Eval(w.set.size, idx[:n], empties)
	}
	return max(-maxDiscs8, min(maxDiscs8, v))
}

// WithoutNetwork returns the weights' sum alone, sharing its weights:
// cheaper than Eval, it orders a search's moves as well (docs/engine.md,
// *The midgame search*).
func (w *Weights) WithoutNetwork() *Weights {
	sum := *w
	sum.net = nil
	return &sum
}

// netValue is what the network adds to the sum of p to move against o, in
// hundredths of a disc; 0 without one.
func (w *Weights) netValue(p, o uint64) int {
	if w.net == nil {
		return 0
	}
	var idx [maxFeatures]int32
	n, empties := w.indices(p, o, &idx)
	return w.net.Eval(w.set.size, idx[:n], empties)
}

// indices writes into idx the indices of the weights p to move against o
// reads, and returns how many and the empty squares, which pick the phase.
func (w *Weights) indices(p, o uint64, idx *[maxFeatures]int32) (n, empties int) {
	n = w.set.features()
	w.set.indices(p, o, idx[:n])
	return n, 64 - bits.OnesCount64(p|o)
}

// MarshalBinary writes the weights in the versioned file format: the magic
// line, the version, the board's side, the phases, the note, each pattern's
// squares (so that weights of other patterns are refused), then the weights
// as little-endian 16-bit numbers and the network, compressed with DEFLATE.
// A note longer than its 16-bit length can say is refused.
func (w *Weights) MarshalBinary() ([]byte, error) {
	if len(w.Note) > math.MaxUint16 {
		return nil, fmt.Errorf("the weights' note is %d bytes, more than the %d a weights file holds", len(w.Note), math.MaxUint16)
	}
	var b bytes.Buffer
	b.WriteString(weightsMagic)
	head := []any{uint16(weightsVersion), uint8(8), uint8(w.phases), uint16(len(w.Note))}
	for _, v := range head {
		_ = binary.Write(&b, binary.LittleEndian, v)
	}
	b.WriteString(w.Note)
	b.Write(w.set.signature())
	z, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if err := binary.Write(z, binary.LittleEndian, w.w); err != nil {
		return nil, err
	}
	if err := w.net.marshal(z, w.set); err != nil {
		return nil, err
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ErrWeights says a weights file cannot be read.
var ErrWeights = errors.New("not weights this program can read")

// unreadable is the error of reading part of a weights file that began as
// one: one that ends early is said to be cut short, not to be no weights.
func unreadable(part string, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("%w: the file is cut short, in %s", ErrWeights, part)
	}
	return fmt.Errorf("%w: %s: %v", ErrWeights, part, err)
}

// UnmarshalBinary reads weights written by MarshalBinary.
func (w *Weights) UnmarshalBinary(data []byte) error {
	r := bytes.NewReader(data)
	magic := make([]byte, len(weightsMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != weightsMagic {
		return ErrWeights
	}
	var head struct {
		Version uint16
		Side    uint8
		Phases  uint8
		NoteLen uint16
	}
	if err := binary.Read(r, binary.LittleEndian, &head); err != nil {
		return unreadable("its header", err)
	}
	if head.Version < 1 || head.Version > weightsVersion || head.Side != 8 || head.Phases != phases8 {
		return fmt.Errorf("%w: version %d, side %d, %d phases; this program reads versions 1 to %d, side 8, %d phases",
			ErrWeights, head.Version, head.Side, head.Phases, weightsVersion, phases8)
	}
	note := make([]byte, head.NoteLen)
	if _, err := io.ReadFull(r, note); err != nil {
		return unreadable("its note", err)
	}
	want := patterns8.signature()
	got := make([]byte, len(want))
	if _, err := io.ReadFull(r, got); err != nil {
		return unreadable("its patterns", err)
	}
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%w: its patterns are not this program's", ErrWeights)
	}
	nw := NewWeights()
	z := flate.NewReader(r)
	size, stride := patterns8.size, patterns8.size+constants
	if head.Version == 1 {
		stride = size + 1
	}
	if err := readInt16s(z, nw.w[:phases8*stride]); err != nil {
		return unreadable("its weights", err)
	}
	if head.Version == weightsVersion {
		net, err := readNetwork(z, patterns8)
		if err != nil {
			return unreadable("its network", err)
		}
		nw.net = net
	}
	if _, err := io.Copy(io.Discard, z); err != nil {
		return unreadable("its end", err)
	}
	if head.Version == 1 {
		// Each phase's one constant stands for all its counts, the
		// phases moved up from the last, each to its place.
		for k := phases8 - 1; k >= 0; k-- {
			ws := nw.phase(4 * k)
			copy(ws, nw.w[k*stride:(k+1)*stride])
			for i := 1; i < constants; i++ {
				ws[size+i] = ws[size]
			}
		}
	}
	nw.Note = string(note)
	*w = *nw
	return nil
}

// readInt16s fills dst with r's little-endian 16-bit numbers, read in one
// piece: binary.Read would go through an interface for each.
func readInt16s(r io.Reader, dst []int16) error {
	buf := make([]byte, 2*len(dst))
	if _, err := io.ReadFull(r, buf); err != nil {
		return err
	}
	for i := range dst {
		dst[i] = int16(binary.LittleEndian.Uint16(buf[2*i:]))
	}
	return nil
}

//go:embed weights8.bin
var embedded8 []byte

// Learned returns the weights built into the program.
var Learned = sync.OnceValue(func() *Weights {
	var w Weights
	if err := w.UnmarshalBinary(embedded8); err != nil {
		panic("eval: the built-in weights: " + err.Error())
	}
	return &w
})
