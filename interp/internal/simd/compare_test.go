package simd

import (
	"math/rand"
	"testing"
	"unsafe"
)

func checkCompare[T int32 | uint32](t *testing.T) {
	r := rand.New(rand.NewSource(8))
	sp := specials[T]()
	for _, n := range []int{0, 31, 32, 33, 64, 100, 1000} {
		off := n % 5
		x, y := make([]T, n+off)[off:], make([]T, n+off)[off:]
		for i := range x {
			x[i], y[i] = sp[r.Intn(len(sp))], sp[r.Intn(len(sp))]
			if r.Intn(4) == 0 {
				y[i] = x[i]
			}
		}
		for dir := EQ; dir <= GE; dir++ {
			got, want := make([]bool, n+1)[1:], make([]bool, n)
			compareGo(dir, x, y, want)
			Compare32(dir, x, y, got)
			for i := range want {
				if *(*uint8)(unsafe.Pointer(&got[i])) != *(*uint8)(unsafe.Pointer(&want[i])) {
					t.Fatalf("%T dir %d n=%d: %d vs %d gave %v", x[i], dir, n, x[i], y[i], got[i])
				}
			}
			for _, s := range sp {
				full := make([]T, n)
				fill(full, s)
				compareGo(dir, x, full, want)
				CompareScalar32(dir, x, s, got)
				for i := range want {
					if *(*uint8)(unsafe.Pointer(&got[i])) != *(*uint8)(unsafe.Pointer(&want[i])) {
						t.Fatalf("%T dir %d n=%d: %d vs scalar %d gave %v", x[i], dir, n, x[i], s, got[i])
					}
				}
			}
		}
	}
}

func TestCompare(t *testing.T) {
	t.Run("int32", checkCompare[int32])
	t.Run("uint32", checkCompare[uint32])
}

func BenchmarkCompare(b *testing.B) {
	const n = 2048
	x, z := make([]uint32, n), make([]bool, n)
	for i := range x {
		x[i] = uint32(i * 2654435761)
	}
	for _, name := range []string{"scalar", "go"} {
		b.Run("u32/ne/"+name, func(b *testing.B) {
			y := make([]uint32, n)
			for i := 0; i < b.N; i++ {
				if name == "go" {
					compareGo(NE, x, y, z)
				} else {
					CompareScalar32(NE, x, 0, z)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/elem")
		})
	}
}
