package interp

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// naiveDFT computes the L-dimensional DFT over the last len(lengths)
// dimensions of data (shape batch×lengths) straight from the definition;
// inverse uses the positive exponent and the 1/N factor.
func naiveDFT(data []complex128, lengths []int, inverse bool) []complex128 {
	size := 1
	for _, n := range lengths {
		size *= n
	}
	out := make([]complex128, len(data))
	if size == 0 {
		return out
	}
	sign := -1.0
	if inverse {
		sign = 1
	}
	idx := func(flat int) []int {
		v := make([]int, len(lengths))
		for d := len(lengths) - 1; d >= 0; d-- {
			v[d] = flat % lengths[d]
			flat /= lengths[d]
		}
		return v
	}
	for base := 0; base < len(data); base += size {
		for k := 0; k < size; k++ {
			kv := idx(k)
			var s complex128
			for j := 0; j < size; j++ {
				jv := idx(j)
				var phase float64
				for d, n := range lengths {
					phase += float64(kv[d]*jv[d]%n) / float64(n)
				}
				sn, cs := math.Sincos(sign * 2 * math.Pi * phase)
				s += data[base+j] * complex(cs, sn)
			}
			if inverse {
				s /= complex(float64(size), 0)
			}
			out[base+k] = s
		}
	}
	return out
}

func fftShapeText(batch int, dims []int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx", batch)
	for _, d := range dims {
		fmt.Fprintf(&b, "%dx", d)
	}
	return b.String()
}

func TestFFT(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	const batch = 2
	for _, lengths := range [][]int{{1}, {2}, {8}, {5}, {6}, {12}, {7}, {4, 3}, {3, 5}, {2, 3, 4}, {0}} {
		for _, real := range []tensor.Kind{tensor.F32, tensor.F64} {
			ck := tensor.Complex64
			if real == tensor.F64 {
				ck = tensor.Complex128
			}
			lenText := strings.Trim(strings.Replace(fmt.Sprint(lengths), " ", ", ", -1), "[]")
			size := 1
			for _, n := range lengths {
				size *= n
			}
			shape := append([]int64{batch}, toInt64s(lengths)...)
			tol := 10 * miscEps(real)
			for _, kind := range []string{"FFT", "IFFT"} {
				t.Run(fmt.Sprintf("%s/%v/%v", kind, lengths, ck), func(t *testing.T) {
					x := miscTensor(t, ck, shape, miscRandom(r, batch*size, false))
					xs, _ := complexesOf(x)
					ty := "tensor<" + fftShapeText(batch, lengths) + ck.String() + ">"
					src := fmt.Sprintf(`func.func @main(%%a: %s) -> %s {
  %%r = "stablehlo.fft"(%%a) {fft_type = #stablehlo<fft_type %s>, fft_length = array<i64: %s>} : (%s) -> %s
  func.return %%r : %s
}`, ty, ty, kind, lenText, ty, ty, ty)
					got := mustRun(t, src, x)[0].(*tensor.Tensor)
					miscClose(t, kind, got, naiveDFT(xs, lengths, kind == "IFFT"), tol)
				})
			}
			last := lengths[len(lengths)-1]
			half := append([]int(nil), lengths...)
			if last > 0 {
				half[len(half)-1] = last/2 + 1
			}
			t.Run(fmt.Sprintf("RFFT+IRFFT/%v/%v", lengths, real), func(t *testing.T) {
				x := miscTensor(t, real, shape, miscRandom(r, batch*size, true))
				xs, _ := complexesOf(x)
				full := naiveDFT(xs, lengths, false)
				// Keep the first last/2+1 values along the last dimension.
				var want []complex128
				for i := range full {
					if last > 0 && i%last < last/2+1 {
						want = append(want, full[i])
					}
				}
				rty := "tensor<" + fftShapeText(batch, lengths) + real.String() + ">"
				cty := "tensor<" + fftShapeText(batch, half) + ck.String() + ">"
				src := fmt.Sprintf(`func.func @main(%%a: %s) -> (%s, %s) {
  %%c = "stablehlo.fft"(%%a) {fft_type = #stablehlo<fft_type RFFT>, fft_length = array<i64: %s>} : (%s) -> %s
  %%r = "stablehlo.fft"(%%c) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: %s>} : (%s) -> %s
  func.return %%c, %%r : %s, %s
}`, rty, cty, rty, lenText, rty, cty, lenText, cty, rty, cty, rty)
				res := mustRun(t, src, x)
				miscClose(t, "RFFT", res[0].(*tensor.Tensor), want, tol)
				miscClose(t, "IRFFT", res[1].(*tensor.Tensor), xs, tol)
			})
		}
	}
}

// TestIRFFTIgnoresRedundantParts checks that the imaginary parts of the DC
// and Nyquist terms do not leak into the real result.
func TestIRFFTIgnoresRedundantParts(t *testing.T) {
	src := `func.func @main(%a: tensor<3xcomplex<f64>>) -> tensor<4xf64> {
  %r = "stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 4>} : (tensor<3xcomplex<f64>>) -> tensor<4xf64>
  func.return %r : tensor<4xf64>
}`
	in := miscTensor(t, tensor.Complex128, []int64{3}, []complex128{complex(4, 7), 0, complex(0, -5)})
	miscClose(t, "IRFFT", mustRun(t, src, in)[0].(*tensor.Tensor), []complex128{1, 1, 1, 1}, 1e-12)
}

func toInt64s(v []int) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out
}

func BenchmarkFFTPow2_4096x64(b *testing.B) { benchFFT(b, 4096) }
func BenchmarkFFTBluestein_4095x64(b *testing.B) {
	benchFFT(b, 4095)
}

func benchFFT(b *testing.B, n int) {
	p := newFFTPlan(n)
	data := make([]complex128, 64*n)
	for i := range data {
		data[i] = complex(float64(i%17), float64(i%5))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		fftAxis(data, []int64{64, int64(n)}, 1, p, false)
	}
}

// TestFFTPlanLengths compares the planned transforms with the definition
// for powers of two with odd and even numbers of stages and for lengths
// that go through Bluestein's algorithm.
func TestFFTPlanLengths(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	for _, n := range []int{2, 4, 8, 16, 32, 64, 128, 256, 1024, 3, 9, 100, 1000} {
		x := make([]complex128, n)
		for i := range x {
			x[i] = complex(r.NormFloat64(), r.NormFloat64())
		}
		want := naiveDFT(x, []int{n}, false)
		p := newFFTPlan(n)
		got := append([]complex128(nil), x...)
		p.forward(got, p.newScratch())
		tol := 1e-12 * float64(n)
		for k := range want {
			if d := cmplxAbs(got[k] - want[k]); d > tol {
				t.Fatalf("n=%d: X[%d] = %v, want %v (|diff| %g)", n, k, got[k], want[k], d)
			}
		}
		p.inverse(got, p.newScratch())
		for k := range x {
			if d := cmplxAbs(got[k] - x[k]); d > tol {
				t.Fatalf("n=%d: inverse gives x[%d] = %v, want %v", n, k, got[k], x[k])
			}
		}
	}
}

// TestFFTAxisParallel transforms enough lines to be split over goroutines,
// along the last and along an inner axis, and checks every line.
func TestFFTAxisParallel(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	const outer, n, inner = 37, 64, 3
	data := make([]complex128, outer*n*inner)
	for i := range data {
		data[i] = complex(r.NormFloat64(), r.NormFloat64())
	}
	p := newFFTPlan(n)
	for _, tc := range []struct {
		shape []int64
		ax    int
	}{{[]int64{outer * inner, n}, 1}, {[]int64{outer, n, inner}, 1}} {
		got := append([]complex128(nil), data...)
		fftAxis(got, tc.shape, tc.ax, p, false)
		step := 1
		if tc.ax == 1 && len(tc.shape) == 3 {
			step = inner
		}
		block := n * step
		for base := 0; base < len(data); base += block {
			for r0 := 0; r0 < step; r0++ {
				line := make([]complex128, n)
				for k := range line {
					line[k] = data[base+r0+k*step]
				}
				want := naiveDFT(line, []int{n}, false)
				for k := range want {
					if d := cmplxAbs(got[base+r0+k*step] - want[k]); d > 1e-10 {
						t.Fatalf("shape %v: line at %d+%d, X[%d] = %v, want %v", tc.shape, base, r0, k, got[base+r0+k*step], want[k])
					}
				}
			}
		}
	}
}

// TestFFTRowsMatchAxis checks the row kernel of one-dimensional FFT and
// IFFT against the general path (widen the tensor, transform along the
// last axis, round back) bit for bit, for powers of two with odd and even
// numbers of stages, Bluestein lengths and length 1, with enough rows to
// be split over goroutines.
func TestFFTRowsMatchAxis(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, n := range []int{1, 2, 4, 8, 32, 64, 512, 4096, 3, 100} {
		rows := 1 + (1<<17)/(n*8+1)
		p := newFFTPlan(n)
		for _, inverse := range []bool{false, true} {
			x := make([]complex128, rows*n)
			for i := range x {
				x[i] = complex(r.NormFloat64(), r.NormFloat64())
			}
			want := append([]complex128(nil), x...)
			fftAxis(want, []int64{int64(rows), int64(n)}, 1, p, inverse)
			got := make([]complex128, len(x))
			fftRows(x, got, n, p, inverse)
			x64 := make([]complex64, len(x))
			for i, v := range x {
				x64[i] = complex64(v)
			}
			want64 := make([]complex128, len(x))
			for i, v := range x64 {
				want64[i] = complex128(v)
			}
			fftAxis(want64, []int64{int64(rows), int64(n)}, 1, p, inverse)
			got64 := make([]complex64, len(x))
			fftRows(x64, got64, n, p, inverse)
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("n=%d inverse=%v: complex128 element %d = %v, want %v", n, inverse, i, got[i], want[i])
				}
				if got64[i] != complex64(want64[i]) {
					t.Fatalf("n=%d inverse=%v: complex64 element %d = %v, want %v", n, inverse, i, got64[i], complex64(want64[i]))
				}
			}
		}
	}
}

// BenchmarkFFTRowsC64_4096x256 is the one-dimensional complex64 FFT of
// bench/programs/fft.mlir: 256 rows of 4096 values through fftRows.
func BenchmarkFFTRowsC64_4096x256(b *testing.B) {
	const rows, n = 256, 4096
	p := newFFTPlan(n)
	src := make([]complex64, rows*n)
	for i := range src {
		src[i] = complex(float32(i%17), float32(i%5))
	}
	dst := make([]complex64, len(src))
	b.SetBytes(int64(len(src)) * 8)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		fftRows(src, dst, n, p, false)
	}
}
