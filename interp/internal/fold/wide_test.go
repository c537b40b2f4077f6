package fold

import (
	"fmt"
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
