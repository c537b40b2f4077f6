package interp

import (
	"fmt"
	"math"
	"math/bits"
	"math/cmplx"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.fft: FFT, IFFT, RFFT and IRFFT over the last len(fft_length)
// dimensions, computed in complex128 and rounded once to the result kind.
// Lengths that are powers of two use an iterative radix-2 transform; other
// lengths use Bluestein's algorithm (a chirp-z convolution through a
// power-of-two transform). Plans (twiddle factors, chirps) are built once
// per operation.

// fftPlan transforms sequences of one length n.
type fftPlan struct {
	n int
	// tw holds exp(-2πik/n) for k < n/2 when n is a power of two.
	tw []complex128
	// Bluestein data for other lengths: the chirp exp(-iπk²/n), the
	// power-of-two plan of the convolution and the transform of the
	// conjugated, wrapped chirp.
	chirp    []complex128
	sub      *fftPlan
	chirpFFT []complex128
}

func isPow2(n int) bool { return n > 0 && n&(n-1) == 0 }

// newFFTPlan prepares transforms of length n.
func newFFTPlan(n int) *fftPlan {
	p := &fftPlan{n: n}
	if n <= 1 {
		return p
	}
	if isPow2(n) {
		p.tw = make([]complex128, n/2)
		for k := range p.tw {
			s, c := math.Sincos(-2 * math.Pi * float64(k) / float64(n))
			p.tw[k] = complex(c, s)
		}
		return p
	}
	m := 1 << bits.Len(uint(2*n-2))
	p.sub = newFFTPlan(m)
	p.chirp = make([]complex128, n)
	for k := range p.chirp {
		// k² mod 2n keeps the angle small and exact.
		e := (uint64(k) * uint64(k)) % uint64(2*n)
		s, c := math.Sincos(-math.Pi * float64(e) / float64(n))
		p.chirp[k] = complex(c, s)
	}
	p.chirpFFT = make([]complex128, m)
	p.chirpFFT[0] = cmplx.Conj(p.chirp[0])
	for k := 1; k < n; k++ {
		v := cmplx.Conj(p.chirp[k])
		p.chirpFFT[k] = v
		p.chirpFFT[m-k] = v
	}
	p.sub.forward(p.chirpFFT, nil)
	return p
}

// scratchLen is the scratch buffer length forward needs.
func (p *fftPlan) scratchLen() int {
	if p.sub != nil {
		return p.sub.n
	}
	return 0
}

// forward replaces x (length n) by its discrete Fourier transform
// X[k] = Σ x[j]·exp(-2πijk/n). scratch must hold scratchLen values.
func (p *fftPlan) forward(x, scratch []complex128) {
	n := p.n
	if n <= 1 {
		return
	}
	if p.tw != nil {
		radix2(x, p.tw)
		return
	}
	m := p.sub.n
	a := scratch[:m]
	for k := 0; k < n; k++ {
		a[k] = x[k] * p.chirp[k]
	}
	for k := n; k < m; k++ {
		a[k] = 0
	}
	p.sub.forward(a, nil)
	for k := range a {
		a[k] *= p.chirpFFT[k]
	}
	p.sub.inverseUnscaled(a)
	inv := complex(1/float64(m), 0)
	for k := 0; k < n; k++ {
		x[k] = a[k] * inv * p.chirp[k]
	}
}

// inverseUnscaled computes n·IDFT(x) in place for a power-of-two plan.
func (p *fftPlan) inverseUnscaled(x []complex128) {
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
	radix2(x, p.tw)
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
}

// inverse replaces x by its inverse transform (1/n)·Σ X[k]·exp(2πijk/n).
func (p *fftPlan) inverse(x, scratch []complex128) {
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
	p.forward(x, scratch)
	s := 1 / float64(p.n)
	for i, v := range x {
		x[i] = complex(real(v)*s, -imag(v)*s)
	}
}

// radix2 is the iterative decimation-in-time FFT of a power-of-two length;
// tw holds the len(x)/2 twiddle factors.
func radix2(x, tw []complex128) {
	n := len(x)
	shift := 64 - bits.Len(uint(n-1))
	for i := 0; i < n; i++ {
		j := int(bits.Reverse64(uint64(i)) >> uint(shift))
		if i < j {
			x[i], x[j] = x[j], x[i]
		}
	}
	for size := 2; size <= n; size <<= 1 {
		half, step := size/2, n/size
		for start := 0; start < n; start += size {
			for k := 0; k < half; k++ {
				w := tw[k*step]
				u, v := x[start+k], x[start+k+half]*w
				x[start+k] = u + v
				x[start+k+half] = u - v
			}
		}
	}
}

// fftAxis transforms every line of data along axis ax of shape.
func fftAxis(data []complex128, shape []int64, ax int, p *fftPlan, inverse bool) {
	n := int(shape[ax])
	if n <= 1 {
		return
	}
	inner := 1
	for _, d := range shape[ax+1:] {
		inner *= int(d)
	}
	line := make([]complex128, n)
	scratch := make([]complex128, p.scratchLen())
	block := n * inner
	for base := 0; base+block <= len(data); base += block {
		for r := 0; r < inner; r++ {
			for k := 0; k < n; k++ {
				line[k] = data[base+k*inner+r]
			}
			if inverse {
				p.inverse(line, scratch)
			} else {
				p.forward(line, scratch)
			}
			for k := 0; k < n; k++ {
				data[base+k*inner+r] = line[k]
			}
		}
	}
}

// fftParams is a compiled fft operation.
type fftParams struct {
	kind   stablehlo.FftType
	length []int64
	// plans[i] transforms along dimension rank-L+i.
	plans       []*fftPlan
	resultKind  tensor.Kind
	resultShape []int64
}

// run computes the transform of in.
func (p *fftParams) run(f *Frame, in *tensor.Tensor) (*tensor.Tensor, error) {
	data, err := complexesOf(in)
	if err != nil {
		return nil, err
	}
	shape := in.Shape()
	r, l := len(shape), len(p.length)
	switch p.kind {
	case stablehlo.FftTypeFFT, stablehlo.FftTypeIFFT:
		for i := 0; i < l; i++ {
			fftAxis(data, shape, r-l+i, p.plans[i], p.kind == stablehlo.FftTypeIFFT)
		}
	case stablehlo.FftTypeRFFT:
		for i := l - 1; i >= 0; i-- {
			fftAxis(data, shape, r-l+i, p.plans[i], false)
		}
		data = truncateLast(data, shape, int(p.resultShape[r-1]))
	case stablehlo.FftTypeIRFFT:
		for i := 0; i < l-1; i++ {
			fftAxis(data, shape, r-l+i, p.plans[i], true)
		}
		n := int(p.length[l-1])
		data = hermitianExtend(data, int(shape[r-1]), n)
		full := append(append([]int64(nil), shape[:r-1]...), int64(n))
		fftAxis(data, full, r-1, p.plans[l-1], true)
	}
	out, err := f.New(tensor.Type{Kind: p.resultKind, Shape: p.resultShape})
	if err != nil {
		return nil, err
	}
	if out.Len() != len(data) {
		return nil, fmt.Errorf("operand shape %v does not match result shape %v", shape, p.resultShape)
	}
	if err := storeComplexes(out, data); err != nil {
		return nil, err
	}
	return out, nil
}

// truncateLast keeps the first keep elements of every row along the last
// dimension.
func truncateLast(data []complex128, shape []int64, keep int) []complex128 {
	n := int(shape[len(shape)-1])
	if n == 0 {
		return data[:0]
	}
	rows := len(data) / n
	out := make([]complex128, rows*keep)
	for r := 0; r < rows; r++ {
		copy(out[r*keep:r*keep+keep], data[r*n:r*n+keep])
	}
	return out
}

// hermitianExtend rebuilds full spectra of length n from rows holding their
// first m = n/2+1 values, using X[n-k] = conj(X[k]).
func hermitianExtend(data []complex128, m, n int) []complex128 {
	if m == 0 {
		return data[:0]
	}
	rows := len(data) / m
	out := make([]complex128, rows*n)
	for r := 0; r < rows; r++ {
		src, dst := data[r*m:r*m+m], out[r*n:r*n+n]
		for k := 0; k < n; k++ {
			switch {
			case k < m:
				dst[k] = src[k]
			default:
				dst[k] = cmplx.Conj(src[n-k])
			}
		}
	}
	return out
}

func buildFFT(c *OpContext) (Kernel, error) {
	it, err := staticTensorType(c, "operand", c.Operands[0])
	if err != nil {
		return nil, err
	}
	rt, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	op, err := opView(c, stablehlo.AsFftOpIR)
	if err != nil {
		return nil, err
	}
	p := &fftParams{resultKind: rt.Kind, resultShape: rt.Shape}
	if p.kind, err = op.FftType(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	if p.length, err = op.FftLength(); err != nil {
		return nil, c.Errorf("%v", err)
	}
	l := len(p.length)
	if l < 1 || l > 3 || l > it.Rank() {
		return nil, c.Errorf("fft_length %v is invalid for operand %s", p.length, it)
	}
	if !rt.IsStatic() {
		return nil, c.Errorf("result type %s is not static", rt)
	}
	inC, outC := it.Kind.IsComplex(), rt.Kind.IsComplex()
	switch p.kind {
	case stablehlo.FftTypeFFT, stablehlo.FftTypeIFFT:
		if !inC || !outC {
			return nil, c.Errorf("%s needs complex operand and result, got %s and %s", p.kind, it, rt)
		}
	case stablehlo.FftTypeRFFT:
		if !it.Kind.IsFloat() || !outC {
			return nil, c.Errorf("RFFT needs a float operand and a complex result, got %s and %s", it, rt)
		}
	case stablehlo.FftTypeIRFFT:
		if !inC || !rt.Kind.IsFloat() {
			return nil, c.Errorf("IRFFT needs a complex operand and a float result, got %s and %s", it, rt)
		}
	default:
		return nil, c.Errorf("unsupported fft_type %q", p.kind.String())
	}
	for _, n := range p.length {
		if n < 0 {
			return nil, c.Errorf("negative fft_length %v", p.length)
		}
		p.plans = append(p.plans, newFFTPlan(int(n)))
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		in, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		sh := in.Shape()
		for i, n := range p.length {
			d := sh[len(sh)-l+i]
			if p.kind == stablehlo.FftTypeIRFFT && i == l-1 {
				if n > 0 {
					n = n/2 + 1
				}
			}
			if d != n {
				return nil, fmt.Errorf("dimension %d of operand shape %v differs from fft_length %v", len(sh)-l+i, sh, p.length)
			}
		}
		out, err := p.run(f, in)
		if err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

func init() {
	register("stablehlo.fft", buildFFT)
}
