package interp

import (
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// intOperands returns n pairs of 32-bit operands that include the edge
// cases of the integer kernels: zero and -1 divisors, the extreme values
// and shift counts around and beyond the width.
func intOperands(n int) (a, b []uint32) {
	r := rand.New(rand.NewSource(7))
	edges := []uint32{0, 1, 2, 31, 32, 33, 64, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe}
	a, b = make([]uint32, n), make([]uint32, n)
	for i := range a {
		a[i], b[i] = r.Uint32(), r.Uint32()
		if i%3 == 0 {
			b[i] = edges[r.Intn(len(edges))]
		}
		if i%5 == 0 {
			a[i] = edges[r.Intn(len(edges))]
		}
		if i%7 == 0 {
			b[i] %= 40
		}
	}
	return a, b
}

// TestInt32DirectLoops checks that the direct SI32 and UI32 loops of the
// binary operations compute what their per-element functions compute.
func TestInt32DirectLoops(t *testing.T) {
	a, b := intOperands(4096)
	sa, sb := make([]int32, len(a)), make([]int32, len(b))
	for i := range a {
		sa[i], sb[i] = int32(a[i]), int32(b[i])
	}
	direct := 0
	for name, def := range binaryOps {
		if fn := def(tensor.UI32); fn.u32 != nil {
			direct++
			got := make([]uint32, len(a))
			fn.u32(a, b, got)
			for i := range a {
				if want := uint32(fn.u(uint64(a[i]), uint64(b[i]))); got[i] != want {
					t.Fatalf("%s ui32 (%d, %d): direct loop %d, function %d", name, a[i], b[i], got[i], want)
				}
			}
		}
		if fn := def(tensor.SI32); fn.i32 != nil {
			direct++
			got := make([]int32, len(a))
			fn.i32(sa, sb, got)
			for i := range sa {
				if want := int32(fn.s(int64(sa[i]), int64(sb[i]))); got[i] != want {
					t.Fatalf("%s si32 (%d, %d): direct loop %d, function %d", name, sa[i], sb[i], got[i], want)
				}
			}
		}
	}
	if direct < 14 {
		t.Errorf("only %d direct loops were checked", direct)
	}
}

func BenchmarkInt32DirectLoops(b *testing.B) {
	x, y := intOperands(1 << 16)
	out := make([]uint32, len(x))
	for _, name := range []string{"stablehlo.xor", "stablehlo.shift_right_logical", "stablehlo.remainder"} {
		fn := binaryOps[name](tensor.UI32)
		b.Run(name+"/direct", func(b *testing.B) {
			for range b.N {
				fn.u32(x, y, out)
			}
		})
		b.Run(name+"/function", func(b *testing.B) {
			for range b.N {
				zipU(x, y, out, fn.u)
			}
		})
	}
}
