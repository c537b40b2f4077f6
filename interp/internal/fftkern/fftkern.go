// Package fftkern holds the butterfly passes of the interpreter's
// power-of-two FFT on split complex data: the real and the imaginary parts
// of a sequence in two float64 slices, so that vector code combines
// several butterflies per instruction. Radix4Pass picks AVX-512 or AVX2
// assembly where the processor has it and a portable loop otherwise.
package fftkern

import "math"

// chunk is the widest run of consecutive butterflies whose twiddle factors
// Twiddles stores together.
const chunk = 8

// chunkLen is the length of the twiddle chunks of a pass over blocks of m
// values: min(m, chunk).
func chunkLen(m int) int {
	if m < chunk {
		return m
	}
	return chunk
}

// Twiddles returns the twiddle factors of the radix-4 pass that combines
// four blocks of m values (m a power of two) into transforms of length 4m:
// with w = exp(-2πi/4m), the factors w^k, w^2k and w^3k for k < m. They
// are laid out in chunks of L = min(m, 8) consecutive k: a chunk holds the
// real parts of w^k, their imaginary parts, then those of w^2k and of
// w^3k, L values each.
func Twiddles(m int) []float64 {
	l := chunkLen(m)
	tw := make([]float64, 6*m)
	for k := 0; k < m; k++ {
		c := tw[k/l*6*l+k%l:]
		for j := 1; j <= 3; j++ {
			sin, cos := math.Sincos(-2 * math.Pi * float64(j*k) / float64(4*m))
			c[(2*j-2)*l] = cos
			c[(2*j-1)*l] = sin
		}
	}
	return tw
}

// Radix4Pass runs one decimation-in-time radix-4 pass over the split
// complex sequence re + i·im, whose length is a multiple of 4m: every run of
// four consecutive blocks q0..q3 of m values, the transforms of the
// elements at 4j, 4j+2, 4j+1 and 4j+3 of the run's sequence, becomes the
// transform of length 4m. With a = q0[k], b = w^2k·q1[k], c = w^k·q2[k]
// and d = w^3k·q3[k], the values at k, k+m, k+2m and k+3m become a+b+(c+d),
// a-b-i(c-d), a+b-(c+d) and a-b+i(c-d). tw is Twiddles(m).
func Radix4Pass(re, im []float64, m int, tw []float64) {
	n := len(re)
	if len(im) != n || n%(4*m) != 0 || len(tw) != 6*m {
		panic("fftkern: Radix4Pass lengths do not fit")
	}
	if n == 0 {
		return
	}
	if radix4Asm(re, im, m, tw) {
		return
	}
	radix4Go(re, im, m, tw)
}

// radix4Go is Radix4Pass in portable Go.
func radix4Go(re, im []float64, m int, tw []float64) {
	n := len(re)
	l := chunkLen(m)
	for start := 0; start < n; start += 4 * m {
		r := re[start : start+4*m : start+4*m]
		i := im[start : start+4*m : start+4*m]
		for c := 0; c < m; c += l {
			w := tw[c*6 : c*6+6*l : c*6+6*l]
			for k := c; k < c+l; k++ {
				j := k - c
				w1r, w1i := w[j], w[l+j]
				w2r, w2i := w[2*l+j], w[3*l+j]
				w3r, w3i := w[4*l+j], w[5*l+j]
				ar, ai := r[k], i[k]
				xr, xi := r[m+k], i[m+k]
				br, bi := xr*w2r-xi*w2i, xr*w2i+xi*w2r
				xr, xi = r[2*m+k], i[2*m+k]
				cr, ci := xr*w1r-xi*w1i, xr*w1i+xi*w1r
				xr, xi = r[3*m+k], i[3*m+k]
				dr, di := xr*w3r-xi*w3i, xr*w3i+xi*w3r
				s0r, s0i, s1r, s1i := ar+br, ai+bi, ar-br, ai-bi
				t0r, t0i, t1r, t1i := cr+dr, ci+di, cr-dr, ci-di
				r[k], i[k] = s0r+t0r, s0i+t0i
				r[m+k], i[m+k] = s1r+t1i, s1i-t1r
				r[2*m+k], i[2*m+k] = s0r-t0r, s0i-t0i
				r[3*m+k], i[3*m+k] = s1r-t1i, s1i+t1r
			}
		}
	}
}

// LastPassC64 is Radix4Pass followed by InterleaveC64(out, re, im, sr, si)
// for the last pass of a transform: where the processor allows it, the
// pass writes its results straight into out, and re and im are left with
// unspecified values. len(out) must be len(re).
func LastPassC64(re, im []float64, m int, tw []float64, out []complex64, sr, si float64) {
	n := len(re)
	if len(im) != n || n%(4*m) != 0 || len(tw) != 6*m || len(out) != n {
		panic("fftkern: LastPassC64 lengths do not fit")
	}
	if n == 0 || lastPassC64Asm(re, im, m, tw, out, sr, si) {
		return
	}
	Radix4Pass(re, im, m, tw)
	InterleaveC64(out, re, im, sr, si)
}
