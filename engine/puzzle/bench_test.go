package puzzle

import (
	"context"
	"testing"

	"reversi/engine/internal/enginetest"
)

// BenchmarkNew26 makes the first puzzle of a 26×26 session, as p on the
// setup does: the games played to 6 empty cells, then the solve.
func BenchmarkNew26(b *testing.B) {
	v := enginetest.Flat(b, 26)
	for i := range b.N {
		if _, err := New(context.Background(), v, Options{Empties: DefaultEmpties(v)}, uint64(i)<<32, nil); err != nil {
			b.Fatal(err)
		}
	}
}
