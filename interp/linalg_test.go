package interp

import (
	"fmt"
	"math/cmplx"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

var miscLinalgKinds = []tensor.Kind{tensor.F32, tensor.F64, tensor.Complex64, tensor.Complex128}

func TestCholeskySpecExample(t *testing.T) {
	src := `func.func @main(%a: tensor<3x3xf64>) -> tensor<3x3xf64> {
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf64>) -> tensor<3x3xf64>
  func.return %r : tensor<3x3xf64>
}`
	a := miscTensor(t, tensor.F64, []int64{3, 3}, []complex128{1, 2, 3, 2, 20, 26, 3, 26, 70})
	r := mustRun(t, src, a)[0].(*tensor.Tensor)
	miscClose(t, "cholesky", r, []complex128{1, 0, 0, 2, 4, 0, 3, 5, 6}, 1e-12)
}

func TestCholesky(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	const n, batch = 4, 3
	for _, k := range append([]tensor.Kind{tensor.F16, tensor.BF16}, miscLinalgKinds...) {
		for _, lower := range []bool{true, false} {
			t.Run(fmt.Sprintf("%v/lower=%v", k, lower), func(t *testing.T) {
				// A = M·Mᴴ + n·I is Hermitian positive definite.
				a := make([]complex128, batch*n*n)
				for b := 0; b < batch; b++ {
					m := miscRandom(r, n*n, !k.IsComplex())
					for i := 0; i < n; i++ {
						for j := 0; j < n; j++ {
							var s complex128
							for p := 0; p < n; p++ {
								s += m[i*n+p] * cmplx.Conj(m[j*n+p])
							}
							if i == j {
								s += n
							}
							a[b*n*n+i*n+j] = s
						}
					}
				}
				ty := fmt.Sprintf("tensor<%dx%dx%dx%s>", batch, n, n, k)
				src := fmt.Sprintf(`func.func @main(%%a: %s) -> %s {
  %%r = "stablehlo.cholesky"(%%a) {lower = %v} : (%s) -> %s
  func.return %%r : %s
}`, ty, ty, lower, ty, ty, ty)
				in := miscTensor(t, k, []int64{batch, n, n}, a)
				// The factorization reads the rounded input.
				a, _ = complexesOf(in)
				out := mustRun(t, src, in)[0].(*tensor.Tensor)
				l, _ := complexesOf(out)
				back := make([]complex128, len(a))
				for b := 0; b < batch; b++ {
					f := l[b*n*n : b*n*n+n*n]
					for i := 0; i < n; i++ {
						for j := 0; j < n; j++ {
							if (lower && j > i || !lower && j < i) && f[i*n+j] != 0 {
								t.Fatalf("batch %d: element (%d,%d) = %v outside the triangle", b, i, j, f[i*n+j])
							}
							var s complex128
							for p := 0; p < n; p++ {
								if lower {
									s += f[i*n+p] * cmplx.Conj(f[j*n+p])
								} else {
									s += cmplx.Conj(f[p*n+i]) * f[p*n+j]
								}
							}
							back[b*n*n+i*n+j] = s
						}
					}
				}
				got := miscTensor(t, tensor.Complex128, []int64{int64(len(back))}, back)
				miscClose(t, "reconstruction", got, a, 10*miscEps(k))
			})
		}
	}
}

// triOp returns op(tri(a)) as a dense k×k matrix, built from the
// definition independently of the kernel.
func triOp(a []complex128, k int, lower, unit bool, transpose string) []complex128 {
	m := make([]complex128, k*k)
	for i := 0; i < k; i++ {
		for j := 0; j < k; j++ {
			var v complex128
			if i == j && unit {
				v = 1
			} else if lower && j <= i || !lower && j >= i {
				v = a[i*k+j]
			}
			switch transpose {
			case "NO_TRANSPOSE":
				m[i*k+j] = v
			case "TRANSPOSE":
				m[j*k+i] = v
			case "ADJOINT":
				m[j*k+i] = cmplx.Conj(v)
			}
		}
	}
	return m
}

func matMul(a, b []complex128, n, k, m int) []complex128 {
	out := make([]complex128, n*m)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			var s complex128
			for p := 0; p < k; p++ {
				s += a[i*k+p] * b[p*m+j]
			}
			out[i*m+j] = s
		}
	}
	return out
}

func TestTriangularSolve(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	const k, other, batch = 3, 2, 2
	for _, kind := range miscLinalgKinds {
		for _, left := range []bool{true, false} {
			for _, lower := range []bool{true, false} {
				for _, unit := range []bool{true, false} {
					for _, tr := range []string{"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"} {
						name := fmt.Sprintf("%v/left=%v/lower=%v/unit=%v/%s", kind, left, lower, unit, tr)
						t.Run(name, func(t *testing.T) {
							real := !kind.IsComplex()
							a := miscRandom(r, batch*k*k, real)
							for b := 0; b < batch; b++ {
								for i := 0; i < k; i++ {
									a[b*k*k+i*k+i] += 3 // well conditioned
								}
							}
							rows, cols := k, other
							if !left {
								rows, cols = other, k
							}
							x := miscRandom(r, batch*rows*cols, real)
							at := miscTensor(t, kind, []int64{batch, k, k}, a)
							xt := miscTensor(t, kind, []int64{batch, int64(rows), int64(cols)}, x)
							a, _ = complexesOf(at)
							x, _ = complexesOf(xt)
							var bvals []complex128
							for b := 0; b < batch; b++ {
								m := triOp(a[b*k*k:(b+1)*k*k], k, lower, unit, tr)
								xb := x[b*rows*cols : (b+1)*rows*cols]
								if left {
									bvals = append(bvals, matMul(m, xb, k, k, cols)...)
								} else {
									bvals = append(bvals, matMul(xb, m, rows, k, k)...)
								}
							}
							bt := miscTensor(t, kind, []int64{batch, int64(rows), int64(cols)}, bvals)
							aty := fmt.Sprintf("tensor<%dx%dx%dx%s>", batch, k, k, kind)
							bty := fmt.Sprintf("tensor<%dx%dx%dx%s>", batch, rows, cols, kind)
							src := fmt.Sprintf(`func.func @main(%%a: %s, %%b: %s) -> %s {
  %%r = "stablehlo.triangular_solve"(%%a, %%b) {left_side = %v, lower = %v, unit_diagonal = %v, transpose_a = #stablehlo<transpose %s>} : (%s, %s) -> %s
  func.return %%r : %s
}`, aty, bty, bty, left, lower, unit, tr, aty, bty, bty, bty)
							out := mustRun(t, src, at, bt)[0].(*tensor.Tensor)
							miscClose(t, "solution", out, x, 20*miscEps(kind))
						})
					}
				}
			}
		}
	}
}

func BenchmarkCholeskyF64_64x64x64(b *testing.B) {
	const n, batch = 64, 64
	data := make([]complex128, batch*n*n)
	for i := 0; i < batch; i++ {
		for j := 0; j < n; j++ {
			for k := 0; k < n; k++ {
				v := 1.0 / float64(1+j+k)
				if j == k {
					v += n
				}
				data[i*n*n+j*n+k] = complex(v, 0)
			}
		}
	}
	work := make([]complex128, len(data))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		copy(work, data)
		cholesky(work, n, true)
	}
}
