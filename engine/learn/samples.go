package learn

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"

	"reversi/engine/eval"
)

// The files of a training folder hold games one after the other: each the
// game's number (32 bits) and its count of samples (16 bits), then its
// samples, each the two sides' discs as 64-bit words (square 8r+c, a1 = 0)
// and the score (8 bits), little-endian throughout.

// SampleBytes is the size of an encoded sample.
const SampleBytes = 17

// gameHead is the size of a game's number and count.
const gameHead = 6

// maxGameSamples bounds the samples of a game: one a move, passes and all.
const maxGameSamples = 128

// AppendGame appends game i's samples in the files' format.
func AppendGame(b []byte, i int, samples []eval.Sample) []byte {
	b = binary.LittleEndian.AppendUint32(b, uint32(i))
	b = binary.LittleEndian.AppendUint16(b, uint16(len(samples)))
	for _, s := range samples {
		b = binary.LittleEndian.AppendUint64(b, s.P)
		b = binary.LittleEndian.AppendUint64(b, s.O)
		b = append(b, uint8(int8(s.Score)))
	}
	return b
}

// ErrSample says a sample's encoding is malformed.
var ErrSample = errors.New("malformed training sample")

// DecodeSample reads one sample from the first SampleBytes of b.
func DecodeSample(b []byte) (eval.Sample, error) {
	if len(b) < SampleBytes {
		return eval.Sample{}, fmt.Errorf("%w: %d bytes, want %d", ErrSample, len(b), SampleBytes)
	}
	s := eval.Sample{P: binary.LittleEndian.Uint64(b), O: binary.LittleEndian.Uint64(b[8:]), Score: int(int8(b[16]))}
	switch discs := bits.OnesCount64(s.P | s.O); {
	case s.P&s.O != 0:
		return eval.Sample{}, fmt.Errorf("%w: both sides have a disc on one square", ErrSample)
	case discs < 4:
		return eval.Sample{}, fmt.Errorf("%w: %d discs, fewer than the 4 of the start", ErrSample, discs)
	case s.Score < -64 || s.Score > 64:
		return eval.Sample{}, fmt.Errorf("%w: a score of %+d, beyond ±64", ErrSample, s.Score)
	}
	return s, nil
}

// TornError says the games end in one cut short: a run stopped while it
// was written. At is where that game begins.
type TornError struct{ At int64 }

func (e *TornError) Error() string {
	return fmt.Sprintf("a game cut short at byte %d, the end of the file", e.At)
}

// ReadGames reads the games of r in order, calling visit with each. A last
// game cut short is a *TornError; a damaged one an error that says where
// the damage begins.
func ReadGames(r io.Reader, visit func(i int, samples []eval.Sample)) error {
	br := bufio.NewReader(r)
	var at int64
	head := make([]byte, gameHead)
	for {
		if _, err := io.ReadFull(br, head); err == io.EOF {
			return nil
		} else if errors.Is(err, io.ErrUnexpectedEOF) {
			return &TornError{at}
		} else if err != nil {
			return err
		}
		i, n := int(binary.LittleEndian.Uint32(head)), int(binary.LittleEndian.Uint16(head[4:]))
		if n > maxGameSamples {
			return fmt.Errorf("byte %d: a game of %d positions, more than a game has: the file is damaged", at, n)
		}
		body := make([]byte, n*SampleBytes)
		if _, err := io.ReadFull(br, body); errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return &TornError{at}
		} else if err != nil {
			return err
		}
		samples := make([]eval.Sample, n)
		for k := range samples {
			s, err := DecodeSample(body[k*SampleBytes:])
			if err != nil {
				return fmt.Errorf("byte %d: game %d: %w: the file is damaged", at+int64(gameHead+k*SampleBytes), i, err)
			}
			samples[k] = s
		}
		visit(i, samples)
		at += int64(gameHead + len(body))
	}
}
