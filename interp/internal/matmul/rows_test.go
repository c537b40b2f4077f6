package matmul

import (
	"fmt"
	"math/rand"
	"testing"
)

// testMulAddRows checks MulAddRows against the naive product of the
// gathered left operand: rows at stride lda, blocks at scattered offsets
// (some longer than the kernel's depth), edge tiles in both directions.
func testMulAddRows[T Float](t *testing.T) {
	r := rand.New(rand.NewSource(21))
	for _, isa := range isas(t) {
		if packBlocksISA[T](isa, Matrix[T]{}, 0, nil) == nil {
			if isa != Generic {
				t.Errorf("%s: no Rows kernel", isa)
			}
			continue
		}
		for trial := 0; trial < 40; trial++ {
			m := []int{1, 3, 5, 11, 12, 13, 24, 64, 70}[r.Intn(9)]
			n := []int{1, 7, 16, 31, 32, 33, 64, 70}[r.Intn(8)]
			nb := 1 + r.Intn(4)
			lens := make([]int, nb)
			offs := make([]int, nb)
			k, reach := 0, 0
			for q := range lens {
				lens[q] = []int{1, 3, 16, 48, 100, 300}[r.Intn(6)]
				offs[q] = r.Intn(200)
				k += lens[q]
				reach = max(reach, offs[q]+lens[q])
			}
			lda := 1 + r.Intn(60)
			data := randMat(r, (m-1)*lda+reach)
			bm := randMat(r, k*n)
			// The gathered m x k left operand.
			ag := make([]float64, m*k)
			for i := 0; i < m; i++ {
				p := 0
				for q := range lens {
					copy(ag[i*k+p:i*k+p+lens[q]], data[i*lda+offs[q]:])
					p += lens[q]
				}
			}
			ref, mag := naive(ag, bm, m, n, k)
			init := randMat(r, m*n)
			ldc := n + 3
			c := make([]T, m*ldc)
			for i := range c {
				if i%ldc >= n {
					c[i] = -7
				} else {
					c[i] = T(init[i/ldc*n+i%ldc])
				}
			}
			a := make([]T, len(data))
			for i, x := range data {
				a[i] = T(x)
			}
			bv := view[T](bm, k, n, trial%2 == 1, 2, 1)
			p := packBlocksISA(isa, bv, n, lens)
			p.MulAddRows(a, lda, offs, m, c, ldc, make([]T, p.ScratchLen()))
			checkProduct(t, fmt.Sprintf("%s m=%d n=%d lens=%v offs=%v lda=%d", isa, m, n, lens, offs, lda), c, ldc, init, ref, mag, m, n, k, -7)
		}
	}
}

func TestMulAddRowsF32(t *testing.T) { testMulAddRows[float32](t) }
func TestMulAddRowsF64(t *testing.T) { testMulAddRows[float64](t) }

// TestMulAddRowsShortOperand checks that a left operand too short for the
// rows asked for is refused rather than read out of bounds.
func TestMulAddRowsShortOperand(t *testing.T) {
	p := PackBlocks(Matrix[float32]{Data: make([]float32, 8*4), RowStride: 4, ColStride: 1}, 4, []int{8})
	if p == nil {
		t.Skip("no micro-kernel on this machine")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("short operand accepted")
		}
	}()
	p.MulAddRows(make([]float32, 19), 4, []int{0}, 4, make([]float32, 16), 4, make([]float32, p.ScratchLen()))
}
