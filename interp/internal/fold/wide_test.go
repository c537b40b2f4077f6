package fold

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// seqInts is Ints as one loop in order, element by element.
func seqInts[T Int](cb Op, acc T, xs []T) T {
	for _, x := range xs {
		switch cb {
		case Add:
			acc += x
		case Mul:
			acc *= x
		case Max:
			acc = max(acc, x)
		case Min:
			acc = min(acc, x)
		case And:
			acc &= x
		case Or:
			acc |= x
		case Xor:
			acc ^= x
		}
	}
	return acc
}

func checkWide[T int32 | uint32 | int64 | uint64](t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, n := range []int{511, 512, 513, 777, 4096 + 3, 100000} {
		xs := make([]T, n)
		for i := range xs {
			switch r.Intn(3) {
			case 0:
				xs[i] = T(r.Uint64())
			case 1:
				xs[i] = T(r.Intn(7)) - 3
			default:
				// Mostly odd and all bits set, so that products and ands
				// do not reach 0 at once.
				xs[i] = ^T(0) - T(2*r.Intn(8))
			}
		}
		for _, cb := range []Op{Add, Mul, Max, Min, And, Or, Xor} {
			for _, acc := range []T{0, 1, ^T(0), T(r.Uint64())} {
				got, want := Ints(cb, acc, xs), seqInts(cb, acc, xs)
				if got != want {
					t.Fatalf("%T op %d n=%d acc=%d: got %d, want %d", acc, cb, n, acc, got, want)
				}
			}
		}
	}
}

// TestIntsWide compares the vector folds of long rows with the plain loop.
func TestIntsWide(t *testing.T) {
	t.Run("int32", checkWide[int32])
	t.Run("uint32", checkWide[uint32])
	t.Run("int64", checkWide[int64])
	t.Run("uint64", checkWide[uint64])
}

func BenchmarkIntsAdd(b *testing.B) {
	xs := make([]uint32, 1<<16)
	for i := range xs {
		xs[i] = uint32(i * 2654435761)
	}
	for _, name := range []string{"wide", "loop", "wide", "loop"} {
		b.Run(fmt.Sprintf("u32/%s", name), func(b *testing.B) {
			var s uint32
			for i := 0; i < b.N; i++ {
				if name == "wide" {
					s += Ints(Add, 0, xs)
				} else {
					for _, x := range xs {
						s += x
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(xs)), "ns/elem")
			_ = s
		})
	}
}

// TestIntoVector compares IntsInto and FloatsInto on the vector loops with
// the element-by-element definitions.
func TestIntoVector(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	const n = 101
	for _, cb := range []Op{Add, Mul, Max, Min, And, Or, Xor} {
		d, s := make([]int32, n), make([]int32, n)
		for i := range d {
			d[i], s[i] = int32(r.Uint32()), int32(r.Uint32())
		}
		want := make([]int32, n)
		for i := range want {
			want[i] = seqInts(cb, d[i], s[i:i+1])
		}
		IntsInto(cb, d, s)
		for i := range want {
			if d[i] != want[i] {
				t.Fatalf("int32 op %d: element %d = %d, want %d", cb, i, d[i], want[i])
			}
		}
	}
	nan := math.Float32frombits(0x7fc00123)
	specials := []float32{0, float32(math.Copysign(0, -1)), 1, -2.5, nan, float32(math.Inf(1)), 1e-40}
	for _, cb := range []Op{Add, Mul, Max, Min} {
		d, s := make([]float32, n), make([]float32, n)
		for i := range d {
			d[i], s[i] = specials[r.Intn(len(specials))], specials[r.Intn(len(specials))]
		}
		want := make([]float32, n)
		for i := range want {
			x, y := d[i], s[i]
			switch cb {
			case Add:
				want[i] = x + y
			case Mul:
				want[i] = x * y
			case Max:
				want[i] = FMax(x, y)
			case Min:
				want[i] = FMin(x, y)
			}
		}
		FloatsInto(cb, d, s, nil)
		for i := range want {
			if math.Float32bits(d[i]) != math.Float32bits(want[i]) {
				t.Fatalf("float32 op %d: element %d = %v, want %v", cb, i, d[i], want[i])
			}
		}
	}
}
