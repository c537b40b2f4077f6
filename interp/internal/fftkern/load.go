package fftkern

// LoadC64 sets re + i·im to in (conjugated when conj is set) permuted by
// rev, the bit-reversal permutation of len(in), with the first pass of the
// transform done on the way: a radix-2 one when radix2 is set (log2 n
// odd), else a radix-4 one, all of whose twiddles are 1. The radix-4 pass
// turns the four values a, b, c, d at 4j..4j+3 (the inputs at 4j, 4j+2,
// 4j+1 and 4j+3 of the sequence) into a+b+(c+d), a-b-i(c-d), a+b-(c+d) and
// a-b+i(c-d); the radix-2 one turns u, v into u+v, u-v. len(in) must be a
// power of two of at least 2 (4 for radix 4); re, im and rev must be as
// long.
//
// The permuted reads find a sequence faster in the cache: next, when not
// nil, is the sequence to be loaded after this one (at least as long as
// in), and the assembly loads ask for its cache lines on the way.
func LoadC64(re, im []float64, in []complex64, rev []int32, radix2, conj bool, next []complex64) {
	n := len(in)
	if len(re) != n || len(im) != n || len(rev) != n || next != nil && len(next) < n {
		panic("fftkern: LoadC64 lengths do not fit")
	}
	if next == nil {
		next = in
	}
	if !loadC64Asm(re, im, in, rev, radix2, conj, next) {
		loadGo(re, im, in, rev, radix2, conj)
	}
}

// LoadC128 is LoadC64 for complex128 values.
func LoadC128(re, im []float64, in []complex128, rev []int32, radix2, conj bool, next []complex128) {
	n := len(in)
	if len(re) != n || len(im) != n || len(rev) != n || next != nil && len(next) < n {
		panic("fftkern: LoadC128 lengths do not fit")
	}
	if next == nil {
		next = in
	}
	if !loadC128Asm(re, im, in, rev, radix2, conj, next) {
		loadGo(re, im, in, rev, radix2, conj)
	}
}

// widen converts v to complex128, conjugated when conj is set.
func widen[T complex64 | complex128](v T, conj bool) complex128 {
	w := complex128(v)
	if conj {
		return complex(real(w), -imag(w))
	}
	return w
}

// loadGo is LoadC64 and LoadC128 in portable Go.
//
// The bit reversal of 4j+q (or 2j+q) is that of 4j (2j) plus the reversal
// of q's two bits (its bit) times n/4 (n/2): the values of a butterfly are
// the elements at one offset of the quarters (halves) of in.
func loadGo[T complex64 | complex128](re, im []float64, in []T, rev []int32, radix2, conj bool) {
	n := len(in)
	re, im, rev = re[:n:n], im[:n:n], rev[:n:n]
	if radix2 {
		h := n / 2
		in0, in1 := in[:h:h], in[h:]
		for i := 0; i+1 < n; i += 2 {
			r := rev[i]
			u, v := widen(in0[r], conj), widen(in1[r], conj)
			re[i], im[i] = real(u)+real(v), imag(u)+imag(v)
			re[i+1], im[i+1] = real(u)-real(v), imag(u)-imag(v)
		}
		return
	}
	q := n / 4
	in0, in1, in2, in3 := in[:q:q], in[2*q:3*q:3*q], in[q:2*q:2*q], in[3*q:]
	for i := 0; i+3 < n; i += 4 {
		r := rev[i]
		a, b := widen(in0[r], conj), widen(in1[r], conj)
		c, d := widen(in2[r], conj), widen(in3[r], conj)
		s0r, s0i, s1r, s1i := real(a)+real(b), imag(a)+imag(b), real(a)-real(b), imag(a)-imag(b)
		t0r, t0i, t1r, t1i := real(c)+real(d), imag(c)+imag(d), real(c)-real(d), imag(c)-imag(d)
		qr, qi := re[i:i+4:i+4], im[i:i+4:i+4]
		qr[0], qi[0] = s0r+t0r, s0i+t0i
		qr[1], qi[1] = s1r+t1i, s1i-t1r
		qr[2], qi[2] = s0r-t0r, s0i-t0i
		qr[3], qi[3] = s1r-t1i, s1i+t1r
	}
}
