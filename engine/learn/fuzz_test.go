package learn

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"reversi/engine/eval"
)

// Whatever a training file holds, its games are read in order up to the
// first damage, said with where it begins: written again, the games read
// back the same.
func FuzzReadGames(f *testing.F) {
	game := []eval.Sample{{P: 0x0000000810000000, O: 0x0000001008000000, Score: 4}, {P: 0xff, O: 0xff00, Score: -64}}
	whole := AppendGame(AppendGame(nil, 0, game), 7, game[:1])
	f.Add(whole)
	f.Add(whole[:len(whole)-3])
	f.Add(AppendGame(nil, 1, nil))
	f.Add([]byte{1, 0, 0, 0, 200, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		var read []byte
		err := ReadGames(bytes.NewReader(data), func(i int, samples []eval.Sample) {
			read = AppendGame(read, i, samples)
		})
		if torn := (*TornError)(nil); errors.As(err, &torn) && (torn.At != int64(len(read)) || torn.At >= int64(len(data))) {
			t.Fatalf("cut short at %d, after %d bytes read of %d", torn.At, len(read), len(data))
		}
		if err == nil && !bytes.Equal(read, data) {
			t.Fatalf("%x read whole as %x", data, read)
		}
		if !bytes.HasPrefix(data, read) {
			t.Fatalf("%x read as %x", data, read)
		}
		var again []byte
		if err := ReadGames(bytes.NewReader(read), func(i int, samples []eval.Sample) { again = AppendGame(again, i, samples) }); err != nil || !reflect.DeepEqual(again, read) {
			t.Fatalf("%x, written again, reads back as %x, %v", read, again, err)
		}
	})
}
