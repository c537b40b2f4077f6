package interp

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// FuzzInterpret runs generated well-typed programs (fuzz_gen_test.go): they
// must load, run without error or panic, and compute the same bits on the
// two paths of every pair (an elementwise kernel and stablehlo.map, a
// reduce's typed fast path and its region path).
func FuzzInterpret(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 0, 2, 2, 2, 3, 7, 0, 0, 1, 0, 1, 1, 1, 0, 7, 0, 0})
	f.Add([]byte{2, 2, 3, 3, 1, 0, 0, 9, 0, 1, 2, 0, 3, 0, 4, 5, 6, 7, 8, 9, 10})
	f.Add([]byte("generated programs of every kind of step 0123456789"))
	f.Add([]byte{0, 3, 4, 4, 4, 1, 7, 0, 1, 0, 1, 6, 0, 0, 5, 0, 1, 2, 3, 4, 8, 0, 4, 2, 9, 0, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 4096 {
			return
		}
		src, pairs := generateProgram(data)
		prog, err := Load([]byte(src), "gen.mlir")
		if err != nil {
			t.Fatalf("generated program does not load: %v\n%s", err, src)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		res, err := prog.Run("main", nil, RunOptions{Context: ctx})
		if err != nil {
			var ie *InternalError
			if errors.As(err, &ie) {
				t.Fatalf("%v\n%s\n%s", err, ie.Stack, src)
			}
			t.Fatalf("run: %v\n%s", err, src)
		}
		for i, p := range pairs {
			a, b := res[2*i].(*tensor.Tensor), res[2*i+1].(*tensor.Tensor)
			if !sameBits(a, b) {
				t.Fatalf("%s and %s differ:\n%s\n%s\n%s", p[0].name, p[1].name, a.FormatDense(), b.FormatDense(), src)
			}
		}
	})
}

// sameBits reports whether two tensors hold the same bits, any NaN
// matching any other.
func sameBits(a, b *tensor.Tensor) bool {
	if a.Type().String() != b.Type().String() || a.Len() != b.Len() {
		return false
	}
	for i := 0; i < a.Len(); i++ {
		if a.Kind() == tensor.F32 {
			x, y := a.Float32s()[i], b.Float32s()[i]
			if math.IsNaN(float64(x)) && math.IsNaN(float64(y)) {
				continue
			}
		}
		if a.Bits(i) != b.Bits(i) {
			return false
		}
	}
	return true
}
