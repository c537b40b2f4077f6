package matmul

import (
	"math/rand"
	"reflect"
	"testing"
)

func TestBatchedSmall(t *testing.T) {
	// [[1 2 3] [4 5 6]] x [[7 8] [9 10] [11 12]] = [[58 64] [139 154]],
	// and a second batch with the identity.
	a := []int64{1, 2, 3, 4, 5, 6, 1, 0, 0, 0, 1, 0}
	b := []int64{7, 8, 9, 10, 11, 12, 7, 8, 9, 10, 11, 12}
	c := make([]int64, 8)
	Batched(a, b, c, Shape{B: 2, M: 2, K: 3, N: 2})
	if want := []int64{58, 64, 139, 154, 7, 8, 9, 10}; !reflect.DeepEqual(c, want) {
		t.Fatalf("got %v, want %v", c, want)
	}
}

func TestBatchedColumnAndComplex(t *testing.T) {
	// N == 1 takes the dot-product path.
	c := make([]float64, 2)
	Batched([]float64{1, 2, 3, 4}, []float64{10, 100}, c, Shape{B: 1, M: 2, K: 2, N: 1})
	if want := []float64{210, 430}; !reflect.DeepEqual(c, want) {
		t.Fatalf("got %v, want %v", c, want)
	}
	z := make([]complex128, 1)
	Batched([]complex128{1i, 2}, []complex128{1i, 3 + 1i}, z, Shape{B: 1, M: 1, K: 2, N: 1})
	if z[0] != 5+2i {
		t.Fatalf("complex: got %v, want (5+2i)", z[0])
	}
}

// TestBatchedLargeMatchesNaive multiplies matrices large enough to be
// blocked along k and n and to run on several goroutines, comparing with
// the textbook triple loop (exact in integers).
func TestBatchedLargeMatchesNaive(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	mm := Shape{B: 2, M: 37, K: 300, N: 1100}
	a := make([]int64, mm.B*mm.M*mm.K)
	b := make([]int64, mm.B*mm.K*mm.N)
	for i := range a {
		a[i] = int64(r.Intn(7) - 3)
	}
	for i := range b {
		b[i] = int64(r.Intn(7) - 3)
	}
	c := make([]int64, mm.B*mm.M*mm.N)
	Batched(a, b, c, mm)
	for bi := 0; bi < mm.B; bi++ {
		for i := 0; i < mm.M; i++ {
			for j := 0; j < mm.N; j++ {
				var s int64
				for k := 0; k < mm.K; k++ {
					s += a[(bi*mm.M+i)*mm.K+k] * b[(bi*mm.K+k)*mm.N+j]
				}
				if got := c[(bi*mm.M+i)*mm.N+j]; got != s {
					t.Fatalf("c[%d][%d][%d] = %d, want %d", bi, i, j, got, s)
				}
			}
		}
	}
}

func TestRowsComputesOnlyItsRows(t *testing.T) {
	a := []float32{1, 1, 2, 2, 3, 3}
	b := []float32{1, 2, 3, 4}
	c := make([]float32, 6)
	Rows(a, b, c, Shape{B: 1, M: 3, K: 2, N: 2}, 1, 2)
	if want := []float32{0, 0, 8, 12, 0, 0}; !reflect.DeepEqual(c, want) {
		t.Fatalf("got %v, want %v", c, want)
	}
}

func TestEmptyProducts(t *testing.T) {
	// K == 0 leaves the zero result; M == 0 touches nothing.
	c := []float64{0, 0}
	Batched(nil, nil, c, Shape{B: 1, M: 1, K: 0, N: 2})
	if c[0] != 0 || c[1] != 0 {
		t.Fatalf("got %v", c)
	}
	Batched[float64](nil, nil, nil, Shape{B: 1, M: 0, K: 3, N: 2})
}
