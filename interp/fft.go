package interp

import (
	"fmt"
	"math"
	"math/bits"
	"math/cmplx"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/fftkern"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.fft: FFT, IFFT, RFFT and IRFFT over the last len(fft_length)
// dimensions, computed in float64 and rounded once to the result kind.
// Lengths that are powers of two use an iterative radix-4 transform (with
// one radix-2 stage when the number of stages is odd) on split real and
// imaginary parts, in the kernels of package fftkern: one load permutes,
// widens and splits a line and does the first pass, the later passes run
// in AVX-512 or AVX2 code where the processor has it (the twiddle products
// with fused multiply-adds), and the last pass of a complex64 row stores
// its rounded result directly. Other lengths use Bluestein's algorithm (a
// chirp-z convolution through a power-of-two transform). Plans
// (bit-reversal permutation, per-pass twiddle factors, chirps) are built
// once per operation when it is compiled, and the lines of a tensor are
// transformed in parallel. A one-dimensional FFT or IFFT
// works row by row: each row is widened (and, for powers of two, permuted
// and split) into buffers of its goroutine, transformed and rounded into
// the result, so no widened copy of the whole tensor is made.

// fftPlan transforms sequences of one length n.
type fftPlan struct {
	n int
	// For powers of two, rev is the bit-reversal permutation and passes
	// holds the twiddles of the radix-4 passes after the first one, as
	// fftkern.Twiddles lays them out: for the pass that combines four
	// blocks of m values, the factors w^k, w^2k and w^3k for k < m with
	// w = exp(-2πi/4m).
	rev    []int32
	passes [][]float64
	// oddStages is set when log2 n is odd: the first pass is then one
	// radix-2 stage instead of a radix-4 one.
	oddStages bool
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
		shift := 64 - bits.Len(uint(n-1))
		p.rev = make([]int32, n)
		for i := range p.rev {
			p.rev[i] = int32(bits.Reverse64(uint64(i)) >> uint(shift))
		}
		m := 4
		if bits.TrailingZeros(uint(n))%2 == 1 {
			p.oddStages = true
			m = 2
		}
		for ; 4*m <= n; m *= 4 {
			p.passes = append(p.passes, fftkern.Twiddles(m))
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
	p.sub.forward(p.chirpFFT, p.sub.newScratch())
	return p
}

// fftScratch holds the buffers of one goroutine's transforms with a plan.
type fftScratch struct {
	// re and im hold the split sequence of a power-of-two transform (of
	// the plan's length, or of the length of Bluestein's convolution).
	re, im []float64
	// conv is Bluestein's convolution.
	conv []complex128
}

// newScratch allocates the buffers forward and inverse need.
func (p *fftPlan) newScratch() *fftScratch {
	s := &fftScratch{}
	m := p.n
	if p.sub != nil {
		m = p.sub.n
		s.conv = make([]complex128, m)
	}
	if m > 1 && isPow2(m) {
		s.re, s.im = make([]float64, m), make([]float64, m)
	}
	return s
}

// forward replaces x (length n) by its discrete Fourier transform
// X[k] = Σ x[j]·exp(-2πijk/n). scratch comes from newScratch.
func (p *fftPlan) forward(x []complex128, scratch *fftScratch) {
	n := p.n
	if n <= 1 {
		return
	}
	if p.rev != nil {
		p.pow2(x, scratch, false, 1, 1)
		return
	}
	m := p.sub.n
	a := scratch.conv[:m]
	for k := 0; k < n; k++ {
		a[k] = x[k] * p.chirp[k]
	}
	for k := n; k < m; k++ {
		a[k] = 0
	}
	p.sub.forward(a, scratch)
	for k := range a {
		a[k] *= p.chirpFFT[k]
	}
	p.sub.inverseUnscaled(a, scratch)
	inv := complex(1/float64(m), 0)
	for k := 0; k < n; k++ {
		x[k] = a[k] * inv * p.chirp[k]
	}
}

// inverseUnscaled computes n·IDFT(x) in place for a power-of-two plan.
func (p *fftPlan) inverseUnscaled(x []complex128, scratch *fftScratch) {
	p.pow2(x, scratch, true, 1, -1)
}

// inverse replaces x by its inverse transform (1/n)·Σ X[k]·exp(2πijk/n).
func (p *fftPlan) inverse(x []complex128, scratch *fftScratch) {
	if p.n <= 1 {
		return
	}
	s := 1 / float64(p.n)
	if p.rev != nil {
		// -(v·s) = v·(-s) exactly.
		p.pow2(x, scratch, true, s, -s)
		return
	}
	for i, v := range x {
		x[i] = cmplx.Conj(v)
	}
	p.forward(x, scratch)
	for i, v := range x {
		x[i] = complex(real(v)*s, -imag(v)*s)
	}
}

// pow2 is the iterative decimation-in-time FFT of a power-of-two length:
// the bit-reversal permutation and the first pass on the way into the
// split buffers of scratch, the later passes there, and back into x. The
// input is conjugated on the way in when conj is set, and the real and
// imaginary parts of the result are multiplied by sr and si on the way
// out.
func (p *fftPlan) pow2(x []complex128, scratch *fftScratch, conj bool, sr, si float64) {
	n := p.n
	re, im := scratch.re[:n:n], scratch.im[:n:n]
	loadSplit(p, x, re, im, conj, nil)
	p.laterPasses(re, im)
	fftkern.InterleaveC128(x[:n:n], re, im, sr, si)
}

// laterPasses runs the passes of butterflies after the first one on the
// split sequence re + i·im.
func (p *fftPlan) laterPasses(re, im []float64) {
	m := 4 // size of the blocks already transformed
	if p.oddStages {
		m = 2
	}
	for _, tw := range p.passes {
		fftkern.Radix4Pass(re, im, m, tw)
		m *= 4
	}
}

// finish runs laterPasses on re + i·im and stores the result into out as
// storeSplit does; for complex64 results the last pass writes into out
// directly (fftkern.LastPassC64).
func finish[T complex64 | complex128](p *fftPlan, re, im []float64, out []T, inverse bool, scale float64) {
	o, ok := any(out).([]complex64)
	if !ok || len(p.passes) == 0 {
		p.laterPasses(re, im)
		storeSplit(out, re, im, inverse, scale)
		return
	}
	last := len(p.passes) - 1
	m := p.n / 4
	for i, tw := range p.passes[:last] {
		fftkern.Radix4Pass(re, im, m>>(2*(last-i)), tw)
	}
	sr, si := 1.0, 1.0
	if inverse {
		sr, si = scale, -scale
	}
	fftkern.LastPassC64(re, im, m, p.passes[last], o, sr, si)
}

// widen converts v to complex128, conjugated when conj is set.
func widen[T complex64 | complex128](v T, conj bool) complex128 {
	w := complex128(v)
	if conj {
		return complex(real(w), -imag(w))
	}
	return w
}

// loadSplit sets re + i·im to the widened sequence in (conjugated when
// conj is set) in bit-reversed order after the first pass of butterflies,
// which it does on the way (fftkern.LoadC64), so that only laterPasses
// remain. next, when not nil, is the sequence to be loaded after this one,
// brought into the cache on the way. n must be a power of two of at least
// 2.
func loadSplit[T complex64 | complex128](p *fftPlan, in []T, re, im []float64, conj bool, next []T) {
	switch x := any(in).(type) {
	case []complex64:
		fftkern.LoadC64(re, im, x, p.rev, p.oddStages, conj, any(next).([]complex64))
	case []complex128:
		fftkern.LoadC128(re, im, x, p.rev, p.oddStages, conj, any(next).([]complex128))
	}
}

// fftRows transforms the rows of length n of src into dst (both of the
// same complex element type), spreading the rows over goroutines. It
// computes what fftAxis computes on the widened values along the last
// axis, converting each row on the way in and out instead of the whole
// tensor; for powers of two the bit-reversal permutation is part of the
// loading.
func fftRows[T complex64 | complex128](src, dst []T, n int, p *fftPlan, inverse bool) {
	if n <= 1 {
		// Transforms of length 1 are the identity.
		copy(dst, src)
		return
	}
	rows := len(src) / n
	cost := n * bits.Len(uint(n))
	if p.sub != nil {
		cost *= 6
	}
	scale := 1 / float64(n)
	parallelRanges(rows, cost, 1, func(lo, hi int) {
		scratch := p.newScratch()
		if p.rev != nil {
			re, im := scratch.re[:n:n], scratch.im[:n:n]
			for r := lo; r < hi; r++ {
				in, out := src[r*n:r*n+n:r*n+n], dst[r*n:r*n+n:r*n+n]
				var next []T
				if r+1 < hi {
					next = src[r*n+n : r*n+2*n : r*n+2*n]
				}
				loadSplit(p, in, re, im, inverse, next)
				finish(p, re, im, out, inverse, scale)
			}
			return
		}
		line := make([]complex128, n)
		for r := lo; r < hi; r++ {
			in, out := src[r*n:r*n+n:r*n+n], dst[r*n:r*n+n:r*n+n]
			switch {
			case inverse:
				for i, v := range in {
					line[i] = widen(v, true)
				}
				p.forward(line, scratch)
			default:
				for i, v := range in {
					line[i] = complex128(v)
				}
				p.forward(line, scratch)
			}
			if inverse {
				for i, v := range line {
					out[i] = T(complex(real(v)*scale, -imag(v)*scale))
				}
			} else {
				for i, v := range line {
					out[i] = T(v)
				}
			}
		}
	})
}

// storeSplit rounds re + i·im into out; for an inverse transform it
// conjugates the values and multiplies them by scale.
func storeSplit[T complex64 | complex128](out []T, re, im []float64, inverse bool, scale float64) {
	// -(v·scale) = v·(-scale) exactly.
	sr, si := 1.0, 1.0
	if inverse {
		sr, si = scale, -scale
	}
	switch o := any(out).(type) {
	case []complex64:
		fftkern.InterleaveC64(o, re, im, sr, si)
	case []complex128:
		fftkern.InterleaveC128(o, re, im, sr, si)
	}
}

// fftAxis transforms every line of data along axis ax of shape, spreading
// the lines over goroutines.
func fftAxis(data []complex128, shape []int64, ax int, p *fftPlan, inverse bool) {
	n := int(shape[ax])
	if n <= 1 {
		return
	}
	inner := 1
	for _, d := range shape[ax+1:] {
		inner *= int(d)
	}
	block := n * inner
	if block == 0 {
		return
	}
	lines := len(data) / block * inner
	// A line costs about n·log2(n) butterflies; Bluestein does three
	// transforms of about twice the length.
	cost := n * bits.Len(uint(n))
	if p.sub != nil {
		cost *= 6
	}
	parallelRanges(lines, cost, 1, func(lo, hi int) {
		scratch := p.newScratch()
		if inner == 1 {
			for li := lo; li < hi; li++ {
				line := data[li*n : li*n+n]
				if inverse {
					p.inverse(line, scratch)
				} else {
					p.forward(line, scratch)
				}
			}
			return
		}
		line := make([]complex128, n)
		for li := lo; li < hi; li++ {
			base := li/inner*block + li%inner
			for k := 0; k < n; k++ {
				line[k] = data[base+k*inner]
			}
			if inverse {
				p.inverse(line, scratch)
			} else {
				p.forward(line, scratch)
			}
			for k := 0; k < n; k++ {
				data[base+k*inner] = line[k]
			}
		}
	})
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
	if len(p.length) == 1 && (p.kind == stablehlo.FftTypeFFT || p.kind == stablehlo.FftTypeIFFT) && in.Kind() == p.resultKind {
		return p.runRows(f, in)
	}
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

// runRows computes a one-dimensional FFT or IFFT whose operand and result
// have the same complex kind row by row with fftRows.
func (p *fftParams) runRows(f *Frame, in *tensor.Tensor) (*tensor.Tensor, error) {
	out, err := f.New(tensor.Type{Kind: p.resultKind, Shape: p.resultShape})
	if err != nil {
		return nil, err
	}
	if out.Len() != in.Len() {
		return nil, fmt.Errorf("operand shape %v does not match result shape %v", in.Shape(), p.resultShape)
	}
	n, inverse := int(p.length[0]), p.kind == stablehlo.FftTypeIFFT
	switch p.resultKind {
	case tensor.Complex64:
		fftRows(in.Complex64s(), out.Complex64s(), n, p.plans[0], inverse)
	case tensor.Complex128:
		fftRows(in.Complex128s(), out.Complex128s(), n, p.plans[0], inverse)
	default:
		return nil, fmt.Errorf("fft of %s elements is not supported", p.resultKind)
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
