package tensor

import (
	"encoding/hex"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
)

// floatClass is the category of a float encoding.
type floatClass uint8

const (
	classZero floatClass = iota
	classFinite
	classInf
	classNaN
)

// split decomposes an encoding into sign, category and, for finite non-zero
// values, an integer significand and binary exponent with
// value = sig * 2^exp, exactly as APFloat stores it.
func (f *format) split(b uint64) (neg bool, class floatClass, sig uint64, exp int) {
	if f.isNaNBits(b) {
		return false, classNaN, 0, 0
	}
	neg, e, m := f.fields(b)
	if f.isInfBits(b) {
		return neg, classInf, 0, 0
	}
	switch {
	case f.unsigned:
		return false, classFinite, 1, int(e) - f.bias
	case e == 0 && m == 0:
		return neg, classZero, 0, 0
	case e == 0:
		return neg, classFinite, m, f.minExp - int(f.mant)
	}
	return neg, classFinite, m | 1<<f.mant, int(e) - f.bias - int(f.mant)
}

// appendFloatText appends the text MLIR prints for a float attribute with the
// bit pattern b: the "%e"-like form with 6 fraction digits when it reads back
// to the same value, else APFloat's shortest default form when that contains
// a '.', else the bit pattern in hex (always for NaN and infinities).
func appendFloatText(dst []byte, f *format, b uint64) []byte {
	neg, class, sig, exp := f.split(b)
	switch class {
	case classZero:
		if neg {
			dst = append(dst, '-')
		}
		return append(dst, "0.000000e+00"...)
	case classFinite:
		p := int(f.mant) + 1
		s := apFloatString(neg, sig, exp, p, 6, 0, false)
		if f.parsesTo(s, b) {
			return append(dst, s...)
		}
		s = apFloatString(neg, sig, exp, p, 0, 3, true)
		if strings.Contains(s, ".") {
			return append(dst, s...)
		}
	}
	dst = append(dst, "0x"...)
	return append(dst, strings.ToUpper(strconv.FormatUint(b&(1<<f.width-1), 16))...)
}

// parsesTo reports whether the decimal text s rounds (to nearest even) to the
// encoding b in the format.
func (f *format) parsesTo(s string, b uint64) bool {
	switch f.kind {
	case F64:
		v, err := strconv.ParseFloat(s, 64)
		return err == nil && math.Float64bits(v) == b
	case F32:
		v, err := strconv.ParseFloat(s, 32)
		return err == nil && uint64(math.Float32bits(float32(v))) == b
	}
	// Rounding through float64 is exact unless the double lands exactly on a
	// rounding boundary of the format, where the decimal may lie on either
	// side; those cases are decided with exact rational arithmetic.
	if v, err := strconv.ParseFloat(s, 64); err == nil && !f.isBoundary(v) {
		return f.encode(v) == b&(1<<f.width-1)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return false
	}
	v := f.roundRat(r)
	return f.encode(v) == b&(1<<f.width-1)
}

// isBoundary reports whether v lies exactly halfway between two neighbouring
// values of the format's precision (including past its largest value).
func (f *format) isBoundary(v float64) bool {
	a := math.Abs(v)
	if a == 0 || math.IsInf(a, 0) {
		return false
	}
	_, e2 := math.Frexp(a)
	q := max(e2-1, f.minExp) - int(f.mant)
	x := math.Ldexp(a, -q)
	return x-math.Floor(x) == 0.5
}

// roundRat rounds a rational exactly to the format's precision and exponent
// range with ties to even. The result is exact in float64; values beyond the
// format's range come back larger than its maximum, for encode to handle.
func (f *format) roundRat(r *big.Rat) float64 {
	if r.Sign() == 0 {
		return 0
	}
	num := new(big.Int).Abs(r.Num())
	den := new(big.Int).Set(r.Denom())
	e := num.BitLen() - den.BitLen()
	// Make e = floor(log2(num/den)).
	if e >= 0 {
		if num.Cmp(new(big.Int).Lsh(den, uint(e))) < 0 {
			e--
		}
	} else if new(big.Int).Lsh(num, uint(-e)).Cmp(den) < 0 {
		e--
	}
	e = max(e, f.minExp)
	q := e - int(f.mant)
	if q >= 0 {
		den.Lsh(den, uint(q))
	} else {
		num.Lsh(num, uint(-q))
	}
	quo, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	c := rem.Lsh(rem, 1).Cmp(den)
	if c > 0 || (c == 0 && quo.Bit(0) == 1) {
		quo.Add(quo, big.NewInt(1))
	}
	v := math.Ldexp(float64(quo.Uint64()), q)
	if r.Sign() < 0 {
		v = -v
	}
	return v
}

// apFloatString formats sig*2^exp (sig > 0) like LLVM's APFloat::toString
// with the given FormatPrecision, FormatMaxPadding and TruncateZero
// arguments, where semPrec is the precision of the float semantics. It keeps
// APFloat's exact steps: a truncating removal of decimal digits based on a
// bit-length estimate, followed by round-half-up to formatPrec digits.
func apFloatString(neg bool, sig uint64, exp int, semPrec, formatPrec, maxPadding int, truncZero bool) string {
	var out []byte
	if neg {
		out = append(out, '-')
	}
	if formatPrec == 0 {
		formatPrec = 2 + semPrec*59/196
	}
	tz := bits.TrailingZeros64(sig)
	sig >>= uint(tz)
	exp += tz
	text, exp := exactDigits(sig, exp, formatPrec)
	digits := []byte(strings.TrimRight(text, "0"))
	exp += len(text) - len(digits)
	// Round half up to formatPrec significant digits.
	if len(digits) > formatPrec {
		drop := len(digits) - formatPrec
		exp += drop
		kept := digits[:formatPrec]
		if digits[formatPrec] < '5' {
			t := strings.TrimRight(string(kept), "0")
			exp += len(kept) - len(t)
			digits = []byte(t)
		} else {
			i := len(kept) - 1
			for i >= 0 && kept[i] == '9' {
				i--
			}
			if i < 0 {
				exp += len(kept)
				digits = []byte{'1'}
			} else {
				kept[i]++
				exp += len(kept) - 1 - i
				digits = kept[:i+1]
			}
		}
	}
	nd := len(digits)
	scientific := true
	if maxPadding != 0 {
		if exp >= 0 {
			scientific = exp > maxPadding || nd+exp > formatPrec
		} else if msd := exp + nd - 1; msd >= 0 {
			scientific = false
		} else {
			scientific = -msd > maxPadding
		}
	}
	if scientific {
		exp += nd - 1
		out = append(out, digits[0], '.')
		if nd == 1 && truncZero {
			out = append(out, '0')
		} else {
			out = append(out, digits[1:]...)
		}
		if !truncZero && formatPrec > nd-1 {
			for i := 0; i < formatPrec-nd+1; i++ {
				out = append(out, '0')
			}
		}
		if truncZero {
			out = append(out, 'E')
		} else {
			out = append(out, 'e')
		}
		if exp >= 0 {
			out = append(out, '+')
		} else {
			out = append(out, '-')
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if !truncZero && len(es) < 2 {
			out = append(out, '0')
		}
		return string(append(out, es...))
	}
	if exp >= 0 {
		out = append(out, digits...)
		for i := 0; i < exp; i++ {
			out = append(out, '0')
		}
		return string(out)
	}
	whole := exp + nd
	if whole > 0 {
		out = append(out, digits[:whole]...)
		out = append(out, '.')
		out = append(out, digits[whole:]...)
		return string(out)
	}
	out = append(out, '0', '.')
	for i := 0; i < -whole; i++ {
		out = append(out, '0')
	}
	return string(append(out, digits...))
}

// exactDigits returns the decimal digits of sig*2^exp as an integer text and
// a decimal exponent, after APFloat's truncating removal of the digits that
// formatPrec significant digits cannot need.
func exactDigits(sig uint64, exp, formatPrec int) (string, int) {
	required := (formatPrec*196 + 58) / 59
	// Small values are done in uint64 arithmetic.
	var n uint64
	fits := false
	switch {
	case exp >= 0 && bits.Len64(sig)+exp <= 64:
		n, fits = sig<<uint(exp), true
		exp = 0
	case exp < 0 && exp >= -27:
		p5 := uint64(1)
		for i := 0; i < -exp; i++ {
			p5 *= 5
		}
		hi, lo := bits.Mul64(sig, p5)
		n, fits = lo, hi == 0
	}
	if fits {
		if nbits := bits.Len64(n); nbits > required {
			if tens := (nbits - required) * 59 / 196; tens > 0 {
				exp += tens
				for i := 0; i < tens; i++ {
					n /= 10
				}
			}
		}
		return strconv.FormatUint(n, 10), exp
	}
	b := new(big.Int).SetUint64(sig)
	switch {
	case exp > 0:
		b.Lsh(b, uint(exp))
		exp = 0
	case exp < 0:
		b.Mul(b, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
	}
	if nbits := b.BitLen(); nbits > required {
		if tens := (nbits - required) * 59 / 196; tens > 0 {
			exp += tens
			b.Quo(b, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
		}
	}
	return b.Text(10), exp
}

// FormatFloat returns the text MLIR's attribute printer uses for the float
// with bit pattern bits of float kind k, e.g. "1.000000e+00", "6.28318548"
// or "0x7FC00000". It panics if k is not a float kind.
func FormatFloat(k Kind, bits uint64) string {
	f := mustFormat(k)
	return string(appendFloatText(nil, &f, bits))
}

// elemPrinter appends the text of single elements of one tensor.
type elemPrinter struct {
	t    *Tensor
	kind Kind
	part format // storage format for narrow floats (see partFormat)
	text format // format of one float part, for printing
	// ft and layout print the floats of the interpreter's format, once
	// setLayout has observed them.
	ft     *floatText
	layout floatLayout
}

// newElemPrinter prepares printing the elements of t.
func newElemPrinter(t *Tensor) *elemPrinter {
	p := &elemPrinter{t: t, kind: t.typ.Kind, part: t.partFormat()}
	if f, ok := formatOf(partKind(t.typ.Kind)); ok {
		p.text = f
		p.ft = newFloatText(partKind(t.typ.Kind))
	}
	return p
}

// isFloat reports whether the parts of the tensor are floats.
func (p *elemPrinter) isFloat() bool { return p.ft != nil }

// observe takes float element i into the layout.
func (p *elemPrinter) observe(i int) {
	if !p.kind.IsComplex() {
		p.layout.observe(p.ft, p.t.getPart(&p.part, i))
		return
	}
	p.layout.observe(p.ft, p.t.getPart(&p.part, 2*i))
	p.layout.observe(p.ft, p.t.getPart(&p.part, 2*i+1))
}

// appendPart appends the text of scalar part j: floats as MLIR attributes
// print them when dense, else in the tensor's layout.
func (p *elemPrinter) appendPart(dst []byte, j int, dense bool) []byte {
	b := p.t.getPart(&p.part, j)
	switch k := p.kind; {
	case k == Bool:
		if b != 0 {
			return append(dst, "true"...)
		}
		return append(dst, "false"...)
	case k.IsSigned():
		return strconv.AppendInt(dst, signExtend(b, k.BitWidth()), 10)
	case k.IsUnsigned():
		return strconv.AppendUint(dst, b, 10)
	}
	if dense {
		return appendFloatText(dst, &p.text, b)
	}
	return p.layout.appendFloat(dst, p.ft, b)
}

// appendElem appends the text of element i: complex values print as
// "[re, im]" in the interpreter's format and "(re,im)" in dense form.
func (p *elemPrinter) appendElem(dst []byte, i int, dense bool) []byte {
	if !p.kind.IsComplex() {
		return p.appendPart(dst, i, dense)
	}
	if dense {
		dst = append(dst, '(')
		dst = p.appendPart(dst, 2*i, true)
		dst = append(dst, ',')
		dst = p.appendPart(dst, 2*i+1, true)
		return append(dst, ')')
	}
	dst = append(dst, '[')
	dst = p.appendPart(dst, 2*i, false)
	dst = append(dst, ", "...)
	dst = p.appendPart(dst, 2*i+1, false)
	return append(dst, ']')
}

// appendNewlineIndent appends a newline and n levels of two-space indent.
func appendNewlineIndent(dst []byte, n int) []byte {
	dst = append(dst, '\n')
	for i := 0; i < n; i++ {
		dst = append(dst, "  "...)
	}
	return dst
}

// Format returns the tensor as the reference interpreter prints results:
// the type, then the elements in nested brackets with two-space indentation,
// e.g. "tensor<4xi8> {\n  [1, 2, -3, -4]\n}" or "tensor<ui8> {1}". The
// floats of one tensor share one notation (see WriteFormat).
func (t *Tensor) Format() string {
	var b strings.Builder
	// A strings.Builder does not fail.
	_ = t.WriteFormat(&b, 0)
	return b.String()
}

// DefaultHexLimit is the element count above which FormatDense prints a
// non-splat tensor as a hex string, as MLIR's printer does by default.
const DefaultHexLimit = 100

// FormatDense returns the tensor as an MLIR dense attribute with its type,
// e.g. "dense<[1, 2, -3, -4]> : tensor<4xi8>", "dense<[[1, 2], [3, 4]]>",
// "dense<1> : tensor<1xi8>" when all elements are equal, "dense<>" when
// there are none, complex elements as "(1.000000e+00,2.000000e+00)", and,
// like MLIR, tensors of more than DefaultHexLimit elements as a hex string of
// their raw data (dense<"0x...">).
func (t *Tensor) FormatDense() string { return t.FormatDenseHexLimit(DefaultHexLimit) }

// FormatDenseHexLimit is FormatDense with a different threshold for the hex
// form (MLIR's --mlir-print-elementsattrs-with-hex-if-larger); a negative
// limit never uses it.
func (t *Tensor) FormatDenseHexLimit(limit int64) string {
	dst := []byte("dense<")
	n := t.Len()
	switch {
	case t.IsSplat():
		dst = newElemPrinter(t).appendElem(dst, 0, true)
	case n == 0:
	case limit >= 0 && int64(n) > limit:
		dst = append(dst, "\"0x"...)
		dst = append(dst, strings.ToUpper(hex.EncodeToString(t.Raw()))...)
		dst = append(dst, '"')
	default:
		dst = t.appendDense(dst, newElemPrinter(t), Strides(t.typ.Shape), 0, 0)
	}
	dst = append(dst, "> : "...)
	dst = append(dst, t.typ.String()...)
	return string(dst)
}

// appendDense prints dimension d of a dense attribute body.
func (t *Tensor) appendDense(dst []byte, p *elemPrinter, strides []int64, d int, base int64) []byte {
	dst = append(dst, '[')
	size := t.typ.Shape[d]
	for i := int64(0); i < size; i++ {
		if i > 0 {
			dst = append(dst, ", "...)
		}
		if d == len(t.typ.Shape)-1 {
			dst = p.appendElem(dst, int(base+i), true)
		} else {
			dst = t.appendDense(dst, p, strides, d+1, base+i*strides[d])
		}
	}
	return append(dst, ']')
}
