package tensor

import (
	"bytes"
	"math"
	"math/bits"
	"strconv"
)

// The interpreter's result printing writes every float of one tensor in the
// same notation. When each element's MLIR attribute text in the "%e" form
// with six fraction digits reads back to the same value (so for all the
// results upstream's tests print), that form is kept, e.g. "2.500000e-01".
// Otherwise, as NumPy does, the tensor is printed either positionally or in
// scientific notation: scientific when its largest magnitude is at least 1e8,
// its smallest non-zero one below 1e-4 or their ratio above 1e3. Each element
// is written with its shortest digits that read back to the same bits of the
// element type, padded with zeros to the fraction digits the longest one
// needs, e.g. "[0.10000001, 2.50000000]" or "[1.6698603e-05,
// 9.9981457e-01]". NaNs and infinities keep their hex bit patterns.

// floatStyle is the notation of the floats of one printed tensor.
type floatStyle uint8

const (
	// styleMLIR is MLIR's attribute text with six fraction digits.
	styleMLIR floatStyle = iota
	// styleScientific is d.ddde±XX with a fixed number of fraction digits.
	styleScientific
	// stylePositional is ddd.ddd with a fixed number of fraction digits.
	stylePositional
)

// decimal is a finite float as decimal digits: the value is
// ±d[0].d[1]...d[n-1] × 10^exp, with no trailing zero digit (n is 0 for
// zero).
type decimal struct {
	neg bool
	d   [24]byte
	n   int
	exp int
}

// setText reads a number in strconv's 'e' form ("-1.25e-07") into x,
// dropping trailing zero digits.
func (x *decimal) setText(s []byte) {
	x.neg = s[0] == '-'
	if x.neg {
		s = s[1:]
	}
	e := bytes.IndexByte(s, 'e')
	x.d[0] = s[0]
	n := 1
	if e > 2 {
		n += copy(x.d[1:], s[2:e])
	}
	for n > 0 && x.d[n-1] == '0' {
		n--
	}
	x.n = n
	exp := 0
	for _, c := range s[e+2:] {
		exp = exp*10 + int(c-'0')
	}
	if s[e+1] == '-' {
		exp = -exp
	}
	x.exp = exp
}

// appendExp appends an exponent as 'e', its sign and at least two digits.
func appendExp(dst []byte, e int) []byte {
	dst = append(dst, 'e')
	if e < 0 {
		dst = append(dst, '-')
		e = -e
	} else {
		dst = append(dst, '+')
	}
	if e < 10 {
		dst = append(dst, '0')
	}
	return strconv.AppendInt(dst, int64(e), 10)
}

// appendScientific appends x as d.ddd with frac fraction digits (x must
// not need more) and the exponent.
func (x *decimal) appendScientific(dst []byte, frac int) []byte {
	if x.neg {
		dst = append(dst, '-')
	}
	if x.n == 0 {
		dst = append(dst, '0', '.')
		dst = appendZeros(dst, frac)
		return appendExp(dst, 0)
	}
	dst = append(dst, x.d[0], '.')
	dst = append(dst, x.d[1:x.n]...)
	dst = appendZeros(dst, frac-(x.n-1))
	return appendExp(dst, x.exp)
}

// appendPositional appends x as ddd.ddd with frac fraction digits (x must
// not need more).
func (x *decimal) appendPositional(dst []byte, frac int) []byte {
	if x.neg {
		dst = append(dst, '-')
	}
	if x.n == 0 || x.exp < 0 {
		dst = append(dst, '0', '.')
		if x.n == 0 {
			return appendZeros(dst, frac)
		}
		lead := -x.exp - 1
		dst = appendZeros(dst, lead)
		dst = append(dst, x.d[:x.n]...)
		return appendZeros(dst, frac-lead-x.n)
	}
	whole := x.exp + 1
	if x.n <= whole {
		dst = append(dst, x.d[:x.n]...)
		dst = appendZeros(dst, whole-x.n)
		dst = append(dst, '.')
		return appendZeros(dst, frac)
	}
	dst = append(dst, x.d[:whole]...)
	dst = append(dst, '.')
	dst = append(dst, x.d[whole:x.n]...)
	return appendZeros(dst, frac-(x.n-whole))
}

// fracDigits is how many fraction digits x needs in positional notation.
func (x *decimal) fracDigits() int {
	return max(x.n-1-x.exp, 0)
}

// appendZeros appends n zero digits (none when n <= 0).
func appendZeros(dst []byte, n int) []byte {
	for ; n > 0; n-- {
		dst = append(dst, '0')
	}
	return dst
}

// floatText formats the floats of one kind (the part kind of complex
// tensors) without allocating per element.
type floatText struct {
	f       format
	kind    Kind
	scratch []byte
	x       decimal
}

// newFloatText prepares formatting floats of kind k.
func newFloatText(k Kind) *floatText {
	f, _ := formatOf(k)
	return &floatText{f: f, kind: k, scratch: make([]byte, 0, 64)}
}

// value returns the float with bit pattern b as a float64 (exactly).
func (ft *floatText) value(b uint64) float64 {
	switch ft.kind {
	case F32:
		return float64(math.Float32frombits(uint32(b)))
	case F64:
		return math.Float64frombits(b)
	}
	return ft.f.decode(b)
}

// isNormal reports whether b is a normal f32 or f64 (the kinds strconv
// formats natively); other values take the exact, slower paths.
func (ft *floatText) isNormal(b uint64) bool {
	switch ft.kind {
	case F32:
		e := (b >> 23) & 0xFF
		return e != 0 && e != 0xFF
	case F64:
		e := (b >> 52) & 0x7FF
		return e != 0 && e != 0x7FF
	}
	return false
}

// shortestText sets ft.scratch to the shortest decimal in strconv's 'e'
// form that reads back as the finite float b in its kind.
func (ft *floatText) shortestText(b uint64) {
	v := ft.value(b)
	switch ft.kind {
	case F32:
		ft.scratch = strconv.AppendFloat(ft.scratch[:0], v, 'e', -1, 32)
	case F64:
		ft.scratch = strconv.AppendFloat(ft.scratch[:0], v, 'e', -1, 64)
	default:
		// Narrow formats: the fewest correctly rounded digits that read
		// back (17 always do: every narrow value is a float64).
		for p := 0; p < 17; p++ {
			ft.scratch = strconv.AppendFloat(ft.scratch[:0], v, 'e', p, 64)
			if ft.f.parsesTo(string(ft.scratch), b) {
				break
			}
		}
	}
}

// shortest sets ft.x to the shortest decimal that reads back as the finite
// float b in its kind.
func (ft *floatText) shortest(b uint64) {
	ft.shortestText(b)
	ft.x.setText(ft.scratch)
	if ft.x.n == 0 {
		ft.x.exp = 0
	}
}

// appendPadded appends the text of a non-zero number in strconv's shortest
// 'e' form ("-1.25e-07", "7e-01") with its significand padded with zeros to
// frac fraction digits, which must be at least as many as it has.
func appendPadded(dst, s []byte, frac int) []byte {
	e := bytes.IndexByte(s, 'e')
	dst = append(dst, s[:e]...)
	if dot := bytes.IndexByte(s[:e], '.'); dot >= 0 {
		frac -= e - dot - 1
	} else {
		dst = append(dst, '.')
	}
	dst = appendZeros(dst, frac)
	return append(dst, s[e:]...)
}

// log2Of5 is log2(5).
const log2Of5 = 2.321928094887362347870319429489390175864831393

// mlirReadsBack reports whether MLIR's six-digit "%e" text of the finite
// float b reads back to b, i.e. whether appendFloatText prints that form.
// For normal f32 and f64 values it first sets ft.x to b's shortest digits.
func (ft *floatText) mlirReadsBack(b uint64) bool {
	if ft.isNormal(b) {
		ft.shortest(b)
		if ft.x.n > 6 {
			// Six digits cannot hold the value.
			return false
		}
		if ok, decided := ft.mlirMatchesShortest(b); decided {
			return ok
		}
	}
	neg, class, sig, exp := ft.f.split(b)
	if class != classFinite {
		return true
	}
	return ft.f.parsesTo(apFloatString(neg, sig, exp, int(ft.f.mant)+1, 6, 0, false), b)
}

// mlirMatchesShortest decides, for a normal f32 or f64 b whose shortest
// digits ft.x has at most six digits, whether MLIR's six-digit text of b is
// those digits. There, at most one decimal of six digits reads back to b, so
// that is the case exactly when the text reads back. The six-digit text is
// derived as APFloat::toString computes it: the exact decimal integer
// sig*5^-exp (or sig*2^exp) loses floor((bits-20)*59/196) trailing digits
// by truncation, and what is left is rounded half up to six digits. That
// needs the first seven exact digits, which 18 correctly rounded ones give
// unless rounding carried into them (decided is false then).
func (ft *floatText) mlirMatchesShortest(b uint64) (ok, decided bool) {
	_, _, sig, exp := ft.f.split(b)
	tz := bits.TrailingZeros64(sig)
	sig >>= uint(tz)
	exp += tz
	v := math.Abs(ft.value(b))
	if ok, decided := ft.mlirQuick(v, sig, exp); decided {
		return ok, true
	}
	ft.scratch = strconv.AppendFloat(ft.scratch[:0], v, 'e', 17, 64)
	s := ft.scratch
	var digs [18]byte
	digs[0] = s[0]
	copy(digs[1:], s[2:19])
	e10 := 0
	for i := 21; i < len(s); i++ {
		e10 = e10*10 + int(s[i]-'0')
	}
	if s[20] == '-' {
		e10 = -e10
	}
	// The exact value has ndig significant digits (sig*5^k has no factor
	// 10, nor sig*2^exp).
	k := max(-exp, 0)
	ndig := e10 + 1 + k
	if ndig > 18 {
		carried := true
		for _, c := range digs[7:] {
			carried = carried && c == '0'
		}
		if carried {
			return false, false
		}
	}
	nbits, ok := decimalIntegerBits(sig, exp)
	if !ok {
		return false, false
	}
	kept := ndig
	if nbits > 20 {
		kept -= (nbits - 20) * 59 / 196
	}
	// The text's digits: the first min(kept, 7) exact digits, rounded half
	// up to six.
	var t [7]byte
	n := min(kept, 7)
	copy(t[:], digs[:n])
	if n == 7 {
		up := t[6] >= '5'
		n = 6
		if up {
			i := 5
			for i >= 0 && t[i] == '9' {
				i--
			}
			if i < 0 {
				t[0], n = '1', 1
				e10++
			} else {
				t[i]++
				n = i + 1
			}
		}
	}
	for n > 0 && t[n-1] == '0' {
		n--
	}
	if n != ft.x.n || e10 != ft.x.exp {
		return false, true
	}
	for i := 0; i < n; i++ {
		if t[i] != ft.x.d[i] {
			return false, true
		}
	}
	return true, true
}

// decimalIntegerBits returns the bit length of the integer formed by the
// exact decimal digits of sig*2^exp (sig odd): sig*2^exp itself, or sig*5^k
// for exp = -k. ok is false when the length cannot be told from a float64
// logarithm (the value lies too close to a power of two).
func decimalIntegerBits(sig uint64, exp int) (nbits int, ok bool) {
	if exp >= 0 {
		return bits.Len64(sig) + exp, true
	}
	l := math.Log2(float64(sig)) + float64(-exp)*log2Of5
	fl := math.Floor(l)
	if l-fl < 1e-9 || fl+1-l < 1e-9 {
		return 0, false
	}
	return int(fl) + 1, true
}

// mlirQuick decides mlirMatchesShortest for v = sig*2^exp (sig odd) without
// more digits in the common cases. When the exact decimal integer has at
// most 20 bits nothing is truncated, and when the truncation keeps seven
// digits or more, rounding them half up to six gives the shortest digits
// again: the value lies within a small fraction of a sixth-digit unit of
// them. Only when it keeps exactly six and the value lies below its shortest
// digits do they differ.
func (ft *floatText) mlirQuick(v float64, sig uint64, exp int) (ok, decided bool) {
	x := &ft.x
	if x.n == 1 && x.d[0] == '1' {
		// A power of ten: the value's own decimal exponent may be one less.
		return false, false
	}
	k := max(-exp, 0)
	nbits, ok := decimalIntegerBits(sig, exp)
	if !ok {
		return false, false
	}
	if nbits <= 20 {
		return true, true
	}
	kept := x.exp + 1 + k - (nbits-20)*59/196
	if kept >= 7 {
		return true, true
	}
	// Six digits kept: the text is the value truncated to six digits, so it
	// is the shortest digits exactly when the value is not below them.
	if ft.kind != F32 {
		return false, false
	}
	var m int64
	for _, c := range x.d[:x.n] {
		m = m*10 + int64(c-'0')
	}
	j := x.exp - (x.n - 1)
	if j < -22 || j > 22 {
		return false, false
	}
	// m and 10^|j| are exact, so the one operation rounds correctly; v is
	// an f32, exact in float64.
	var sv float64
	if j >= 0 {
		sv = float64(m) * pow10tab[j]
	} else {
		sv = float64(m) / pow10tab[-j]
	}
	switch {
	case v < sv:
		return false, true
	case v > sv:
		return true, true
	}
	return false, false
}

// pow10tab holds the powers of ten exact in float64.
var pow10tab = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// floatLayout is the notation shared by the floats of one printed tensor,
// chosen by observing each of them.
type floatLayout struct {
	style floatStyle
	// frac is the fraction digits of every element (of the significand in
	// scientific notation).
	frac int

	// What observe gathered: whether every MLIR text reads back, whether
	// any finite non-zero value was seen, the most significant digits and
	// positional fraction digits of one, and the extreme magnitudes.
	mlir           bool
	any            bool
	digits, fracs  int
	minAbs, maxAbs float64
}

// newFloatLayout starts observing the floats of a tensor.
func newFloatLayout() floatLayout {
	return floatLayout{mlir: true}
}

// observe takes the float b into account.
func (l *floatLayout) observe(ft *floatText, b uint64) {
	if ft.isNormal(b) {
		switch {
		case l.mlir:
			l.mlir = ft.mlirReadsBack(b)
		case l.covers(ft, b):
			// The digits of b cannot change the layout: only its
			// magnitude can.
			l.noteMagnitude(math.Abs(ft.value(b)))
			return
		default:
			ft.shortest(b)
		}
		l.note(ft, b)
		return
	}
	_, class, _, _ := ft.f.split(b)
	if class == classNaN || class == classInf {
		return
	}
	if l.mlir {
		l.mlir = ft.mlirReadsBack(b)
	}
	if class == classZero {
		return
	}
	ft.shortest(b)
	l.note(ft, b)
}

// note records the magnitude and the digits (in ft.x) of the finite
// non-zero float b.
func (l *floatLayout) note(ft *floatText, b uint64) {
	l.noteMagnitude(math.Abs(ft.value(b)))
	l.digits = max(l.digits, ft.x.n)
	l.fracs = max(l.fracs, ft.x.fracDigits())
}

// noteMagnitude records the magnitude a of a finite non-zero float.
func (l *floatLayout) noteMagnitude(a float64) {
	if !l.any {
		l.any, l.minAbs, l.maxAbs = true, a, a
		return
	}
	l.minAbs, l.maxAbs = min(l.minAbs, a), max(l.maxAbs, a)
}

// covers reports, for a normal f32 or f64 b once the MLIR form is ruled
// out, whether the digits and fraction digits seen so far are already as
// many as b could need, so that its shortest digits need not be computed.
func (l *floatLayout) covers(ft *floatText, b uint64) bool {
	most, e2 := 17, int((b>>52)&0x7FF)-1023
	if ft.kind == F32 {
		most, e2 = 9, int((b>>23)&0xFF)-127
	}
	if l.digits < most {
		return false
	}
	// |b| >= 2^e2, so its decimal exponent is at least e10.
	e10 := int(math.Floor(float64(e2)*0.30102999566398120)) - 1
	return l.fracs >= most-1-e10
}

// decide fixes the notation once every float has been observed.
func (l *floatLayout) decide() {
	switch {
	case l.mlir || !l.any:
		l.style = styleMLIR
	case l.maxAbs >= 1e8 || l.minAbs < 1e-4 || l.maxAbs/l.minAbs > 1e3:
		l.style, l.frac = styleScientific, max(l.digits-1, 1)
	default:
		l.style, l.frac = stylePositional, max(l.fracs, 1)
	}
}

// appendFloat appends the float b in the layout's notation.
func (l *floatLayout) appendFloat(dst []byte, ft *floatText, b uint64) []byte {
	if ft.isNormal(b) {
		ft.shortestText(b)
		switch l.style {
		case styleScientific:
			return appendPadded(dst, ft.scratch, l.frac)
		case stylePositional:
			ft.x.setText(ft.scratch)
			return ft.x.appendPositional(dst, l.frac)
		}
		// Here MLIR's text is the shortest digits with six fraction digits.
		return appendPadded(dst, ft.scratch, 6)
	}
	neg, class, _, _ := ft.f.split(b)
	if class == classNaN || class == classInf {
		return appendFloatText(dst, &ft.f, b)
	}
	switch l.style {
	case styleScientific, stylePositional:
		if class == classZero {
			ft.x.neg, ft.x.n, ft.x.exp = neg, 0, 0
		} else {
			ft.shortest(b)
		}
		if l.style == styleScientific {
			return ft.x.appendScientific(dst, l.frac)
		}
		return ft.x.appendPositional(dst, l.frac)
	}
	return appendFloatText(dst, &ft.f, b)
}
