package interp

import (
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// contiguousWindow agrees with the strided plan of the same window: when
// it reports a run, the plan reads exactly that run in order.
func TestContiguousWindowMatchesPlan(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	found := 0
	for iter := 0; iter < 2000; iter++ {
		r := 1 + rng.Intn(4)
		shape, sizes, starts, limit, ones := make([]int64, r), make([]int64, r), make([]int64, r), make([]int64, r), make([]int64, r)
		for d := range shape {
			shape[d] = int64(1 + rng.Intn(4))
			switch rng.Intn(3) {
			case 0:
				sizes[d] = 1
			case 1:
				sizes[d] = shape[d]
			default:
				sizes[d] = int64(rng.Intn(int(shape[d]) + 1))
			}
			starts[d] = int64(rng.Intn(int(shape[d]-sizes[d]) + 1))
			limit[d], ones[d] = starts[d]+sizes[d], 1
		}
		n := elementCount(shape)
		src := make([]float32, n)
		for i := range src {
			src[i] = float32(i)
		}
		in, err := tensor.FromSlice(tensor.NewType(tensor.F32, shape...), src)
		if err != nil {
			t.Fatal(err)
		}
		p, outShape, err := slicePlan(shape, starts, limit, ones)
		if err != nil {
			t.Fatal(err)
		}
		want, err := tensor.New(tensor.NewType(tensor.F32, outShape...))
		if err != nil {
			t.Fatal(err)
		}
		if err := runPlan(p, want, []*tensor.Tensor{in}); err != nil {
			t.Fatal(err)
		}
		off, cnt, ok := contiguousWindow(shape, starts, sizes)
		if !ok {
			continue
		}
		found++
		w := want.Float32s()
		if cnt != len(w) {
			t.Fatalf("shape %v window %v at %v: run of %d, want %d elements", shape, sizes, starts, cnt, len(w))
		}
		for i, v := range w {
			if v != float32(off+i) {
				t.Fatalf("shape %v window %v at %v: element %d is %v, the run gives %d", shape, sizes, starts, i, v, off+i)
			}
		}
	}
	if found < 100 {
		t.Errorf("only %d windows were runs", found)
	}
}
