package interp

import (
	"fmt"
	"math"
	"math/rand"
	"runtime"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// f32SortData returns the bits of n f32 elements of one kind of data for
// the single-operand key sort: exact data (every element is its key's
// preimage under JAX's comparator) and data with -0 and NaNs of several
// payloads, with values spread over every radix digit or only some, so
// that the rows take 0, 1, 2 or 3 passes.
func f32SortData(rng *rand.Rand, kind string, n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		var b uint32
		switch kind {
		case "wide":
			b = math.Float32bits(float32(rng.NormFloat64() * 1e3))
			if rng.Intn(10) == 0 {
				b = []uint32{0, 0x7FC00000, 0x7F800000, 0xFF800000, 0x3F800000}[rng.Intn(5)]
			}
		case "two digits":
			// [1, 1.5): the top digit is the same everywhere.
			b = 0x3F800000 | uint32(rng.Intn(1<<22))
		case "one digit":
			b = 0x3F800000 | uint32(rng.Intn(1<<radixBits))
		case "equal":
			b = 0x40490FDB
		case "zeros and NaNs":
			b = []uint32{0, 0x80000000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFFFFFFF, 0x7FC00001}[rng.Intn(7)]
		case "mixed":
			b = math.Float32bits(float32(rng.Intn(50) - 25))
			if rng.Intn(5) == 0 {
				b = []uint32{0x80000000, 0xFFC00000, 0x7F800001, 0x7FC00000}[rng.Intn(4)]
			}
		}
		out[i] = b
	}
	return out
}

// TestSortF32KeysMatchGeneric checks single-operand f32 key sorts of
// both directions, one row or several, on data that takes each of the
// passes' parities, exact or not, against the generic comparator.
func TestSortF32KeysMatchGeneric(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	kinds := []string{"wide", "two digits", "one digit", "equal", "zeros and NaNs", "mixed"}
	for _, dir := range []string{"LT", "GT"} {
		for _, shape := range [][]int64{{3000}, {7, 300}} {
			c := sortCase{elems: []string{"f32"}, body: jaxComparator("f32", dir), shape: shape, dim: len(shape) - 1}
			p := mustLoad(t, sortModule(c))
			for _, kind := range kinds {
				t.Run(fmt.Sprintf("%s %v %s", dir, shape, kind), func(t *testing.T) {
					ty := tensor.NewType(tensor.F32, shape...)
					data := f32SortData(rng, kind, int(ty.NumElements()))
					in, err := tensor.FromBits(ty, func(i int) uint64 { return uint64(data[i]) })
					if err != nil {
						t.Fatal(err)
					}
					got, err := p.Run("main", []Value{in}, RunOptions{})
					if err != nil {
						t.Fatal(err)
					}
					want := referenceSort(t, p, []*tensor.Tensor{in}, c.dim)[0]
					g := got[0].(*tensor.Tensor)
					for j := 0; j < g.Len(); j++ {
						if elemBits(g, j) != elemBits(want, j) {
							t.Fatalf("element %d: got %#x, want %#x", j, elemBits(g, j)[0], elemBits(want, j)[0])
						}
					}
				})
			}
		}
	}
}

// TestSortF32KeysAllocation checks that a repeated single-operand f32 sort
// allocates little more than its result: the keys' scratch is recycled
// from run to run, and no 64-bit keys or permutations are built.
func TestSortF32KeysAllocation(t *testing.T) {
	const n = 1 << 16
	for _, kind := range []string{"wide", "mixed"} {
		t.Run(kind, func(t *testing.T) {
			c := sortCase{elems: []string{"f32"}, body: jaxComparator("f32", "LT"), shape: []int64{n}}
			p := mustLoad(t, sortModule(c))
			data := f32SortData(rand.New(rand.NewSource(1)), kind, n)
			in, err := tensor.FromBits(tensor.NewType(tensor.F32, n), func(i int) uint64 { return uint64(data[i]) })
			if err != nil {
				t.Fatal(err)
			}
			run := func() {
				if _, err := p.Run("main", []Value{in}, RunOptions{}); err != nil {
					t.Fatal(err)
				}
			}
			run()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			const runs = 4
			for i := 0; i < runs; i++ {
				run()
			}
			runtime.ReadMemStats(&after)
			// The result (4n bytes) is new on every run.
			if per := (after.TotalAlloc - before.TotalAlloc) / runs; per > 6*n {
				t.Errorf("a sort of %d f32 allocates %d bytes, want at most %d", n, per, 6*n)
			}
		})
	}
}
