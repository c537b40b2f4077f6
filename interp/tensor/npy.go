package tensor

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// NumPy .npy files (format version 1.0 on write; 1.0, 2.0 and 3.0 on read).
//
// Kinds NumPy has dtypes for use them: Bool as "|b1", signed integers as
// "|i1", "<i2", "<i4", "<i8" (SI2 and SI4 as sign-extended "|i1"), unsigned
// integers as "|u1", "<u2", "<u4", "<u8" (UI2 and UI4 as "|u1"), F16, F32
// and F64 as "<f2", "<f4", "<f8", and the complex kinds as "<c8" and "<c16".
// The other float kinds are stored as their raw bit patterns in unsigned
// integers of the storage width: BF16 as "<u2", TF32 as "<u4" (low 19 bits)
// and the 8-, 6- and 4-bit floats as "|u1". Such files carry no record of
// the kind, so they are read back with ReadNPYAs, which also accepts the
// void dtype ("|V1", "|V2") that ml_dtypes arrays are saved with. Quantized
// tensors are stored as their storage kind.

// npyMagic starts every .npy file.
const npyMagic = "\x93NUMPY"

// npyDescr returns the dtype descriptor WriteNPY uses for kind k.
func npyDescr(k Kind) string {
	switch k {
	case Bool:
		return "|b1"
	case SI2, SI4, SI8:
		return "|i1"
	case SI16:
		return "<i2"
	case SI32:
		return "<i4"
	case SI64:
		return "<i8"
	case UI2, UI4, UI8:
		return "|u1"
	case UI16, BF16:
		return "<u2"
	case UI32, TF32:
		return "<u4"
	case UI64:
		return "<u8"
	case F16:
		return "<f2"
	case F32:
		return "<f4"
	case F64:
		return "<f8"
	case Complex64:
		return "<c8"
	case Complex128:
		return "<c16"
	}
	if k.IsNarrowFloat() {
		return "|u1"
	}
	return ""
}

// kindForDescr maps a standard NumPy dtype (byte order already removed) to
// the kind ReadNPY gives it.
func kindForDescr(code string) (Kind, bool) {
	switch code {
	case "b1":
		return Bool, true
	case "i1":
		return SI8, true
	case "i2":
		return SI16, true
	case "i4":
		return SI32, true
	case "i8":
		return SI64, true
	case "u1":
		return UI8, true
	case "u2":
		return UI16, true
	case "u4":
		return UI32, true
	case "u8":
		return UI64, true
	case "f2":
		return F16, true
	case "f4":
		return F32, true
	case "f8":
		return F64, true
	case "c8":
		return Complex64, true
	case "c16":
		return Complex128, true
	}
	return Invalid, false
}

// WriteNPY writes t to w as a NumPy .npy file (format version 1.0, C order);
// see the package's .npy conventions above for the dtypes used.
func WriteNPY(w io.Writer, t *Tensor) error {
	k := t.typ.Kind
	descr := npyDescr(k)
	if descr == "" {
		return fmt.Errorf("tensor: write npy: unsupported kind %v", k)
	}
	var shape strings.Builder
	shape.WriteString("(")
	for i, d := range t.typ.Shape {
		if i > 0 {
			shape.WriteString(", ")
		}
		shape.WriteString(strconv.FormatInt(d, 10))
	}
	if len(t.typ.Shape) == 1 {
		shape.WriteString(",")
	}
	shape.WriteString(")")
	header := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", descr, shape.String())
	// Pad with spaces so that the data starts at a multiple of 64 bytes.
	total := len(npyMagic) + 4 + len(header) + 1
	header += strings.Repeat(" ", (64-total%64)%64) + "\n"
	if len(header) > 0xFFFF {
		return fmt.Errorf("tensor: write npy: header of %d bytes is too long", len(header))
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(npyMagic)
	bw.Write([]byte{1, 0})
	binary.Write(bw, binary.LittleEndian, uint16(len(header)))
	bw.WriteString(header)

	size := npyItemSize(descr)
	parts := t.numParts()
	if k.IsComplex() {
		size /= 2
	}
	f := t.partFormat()
	var buf [8]byte
	for j := 0; j < parts; j++ {
		b := t.getPart(&f, j)
		if k == SI2 || k == SI4 {
			b = uint64(signExtend(b, k.BitWidth()))
		}
		binary.LittleEndian.PutUint64(buf[:], b)
		if _, err := bw.Write(buf[:size]); err != nil {
			return fmt.Errorf("tensor: write npy: %w", err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("tensor: write npy: %w", err)
	}
	return nil
}

// npyItemSize returns the item size in bytes of a dtype descriptor, or 0.
func npyItemSize(descr string) int {
	if len(descr) < 3 {
		return 0
	}
	n, err := strconv.Atoi(descr[2:])
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// npyHeader is the parsed header dictionary of an .npy file.
type npyHeader struct {
	descr   string
	fortran bool
	shape   []int64
}

// ReadNPY reads a NumPy .npy file holding a standard dtype (bool, integers,
// float16/32/64, complex64/128) and returns it as a tensor of the matching
// kind: int8 becomes SI8, uint16 UI16, float16 F16 and so on.
func ReadNPY(r io.Reader) (*Tensor, error) {
	br := bufio.NewReader(r)
	h, err := readNPYHeader(br)
	if err != nil {
		return nil, err
	}
	k, ok := kindForDescr(h.descr[1:])
	if !ok {
		return nil, fmt.Errorf("tensor: read npy: dtype %q has no standard element kind; use ReadNPYAs", h.descr)
	}
	return readNPYData(br, h, Type{Kind: k, Shape: h.shape})
}

// ReadNPYAs reads a NumPy .npy file as a tensor of type t, for the kinds
// stored as raw bit patterns (BF16, TF32, the 8-, 6- and 4-bit floats), for
// sub-byte integers and for quantized types. The file's dtype must be the
// one WriteNPY uses for t.Kind, or a void dtype of the same size. The file's
// shape must equal t.Shape, unless t.Shape is nil, in which case the file's
// shape is used.
func ReadNPYAs(r io.Reader, t Type) (*Tensor, error) {
	br := bufio.NewReader(r)
	h, err := readNPYHeader(br)
	if err != nil {
		return nil, err
	}
	want := npyDescr(t.Kind)
	if want == "" {
		return nil, fmt.Errorf("tensor: read npy: unsupported kind %v", t.Kind)
	}
	code, wantCode := h.descr[1:], want[1:]
	if code != wantCode && (code[0] != 'V' || npyItemSize(h.descr) != npyItemSize(want)) {
		return nil, fmt.Errorf("tensor: read npy: dtype %q does not hold %v (want %q)", h.descr, t.Kind, want)
	}
	tt := t.Clone()
	if t.Shape == nil {
		tt.Shape = h.shape
	} else if !equalShapes(t.Shape, h.shape) {
		return nil, fmt.Errorf("tensor: read npy: file shape %v differs from %v", h.shape, t)
	}
	h.descr = h.descr[:1] + wantCode
	return readNPYData(br, h, tt)
}

// equalShapes compares two shapes, treating nil and empty alike.
func equalShapes(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// readNPYHeader reads the magic, version and header dictionary.
func readNPYHeader(br *bufio.Reader) (npyHeader, error) {
	var pre [8]byte
	if _, err := io.ReadFull(br, pre[:]); err != nil {
		return npyHeader{}, fmt.Errorf("tensor: read npy: %w", err)
	}
	if string(pre[:6]) != npyMagic {
		return npyHeader{}, errors.New("tensor: read npy: not a .npy file (bad magic)")
	}
	var hlen int
	switch pre[6] {
	case 1:
		var n uint16
		if err := binary.Read(br, binary.LittleEndian, &n); err != nil {
			return npyHeader{}, fmt.Errorf("tensor: read npy header length: %w", err)
		}
		hlen = int(n)
	case 2, 3:
		var n uint32
		if err := binary.Read(br, binary.LittleEndian, &n); err != nil {
			return npyHeader{}, fmt.Errorf("tensor: read npy header length: %w", err)
		}
		if n > 1<<24 {
			return npyHeader{}, fmt.Errorf("tensor: read npy: header length %d is implausible", n)
		}
		hlen = int(n)
	default:
		return npyHeader{}, fmt.Errorf("tensor: read npy: unsupported format version %d.%d", pre[6], pre[7])
	}
	raw := make([]byte, hlen)
	if _, err := io.ReadFull(br, raw); err != nil {
		return npyHeader{}, fmt.Errorf("tensor: read npy header: %w", err)
	}
	h, err := parseNPYHeader(string(raw))
	if err != nil {
		return npyHeader{}, fmt.Errorf("tensor: read npy header %q: %w", strings.TrimSpace(string(raw)), err)
	}
	return h, nil
}

// parseNPYHeader parses the Python dict literal of an .npy header.
func parseNPYHeader(s string) (npyHeader, error) {
	p := &pyParser{s: s}
	var h npyHeader
	seen := map[string]bool{}
	if !p.eat('{') {
		return h, errors.New("expected '{'")
	}
	for {
		if p.eat('}') {
			break
		}
		key, err := p.str()
		if err != nil {
			return h, err
		}
		if !p.eat(':') {
			return h, fmt.Errorf("expected ':' after %q", key)
		}
		switch key {
		case "descr":
			if h.descr, err = p.str(); err != nil {
				return h, err
			}
		case "fortran_order":
			switch {
			case p.word("True"):
				h.fortran = true
			case p.word("False"):
				h.fortran = false
			default:
				return h, errors.New("fortran_order is not True or False")
			}
		case "shape":
			if h.shape, err = p.tuple(); err != nil {
				return h, err
			}
		default:
			return h, fmt.Errorf("unexpected key %q", key)
		}
		seen[key] = true
		if !p.eat(',') {
			if !p.eat('}') {
				return h, errors.New("expected ',' or '}'")
			}
			break
		}
	}
	for _, key := range []string{"descr", "fortran_order", "shape"} {
		if !seen[key] {
			return h, fmt.Errorf("missing key %q", key)
		}
	}
	if len(h.descr) < 3 || !strings.ContainsRune("<>|=", rune(h.descr[0])) || npyItemSize(h.descr) == 0 {
		return h, fmt.Errorf("unsupported dtype %q", h.descr)
	}
	return h, nil
}

// pyParser scans the small subset of Python literals used in .npy headers.
type pyParser struct {
	s   string
	pos int
}

// skip moves past white space.
func (p *pyParser) skip() {
	for p.pos < len(p.s) && strings.ContainsRune(" \t\r\n", rune(p.s[p.pos])) {
		p.pos++
	}
}

// eat consumes c if it is the next non-space character.
func (p *pyParser) eat(c byte) bool {
	p.skip()
	if p.pos < len(p.s) && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// word consumes w if it comes next.
func (p *pyParser) word(w string) bool {
	p.skip()
	if strings.HasPrefix(p.s[p.pos:], w) {
		p.pos += len(w)
		return true
	}
	return false
}

// str parses a single- or double-quoted string without escapes.
func (p *pyParser) str() (string, error) {
	p.skip()
	if p.pos >= len(p.s) || (p.s[p.pos] != '\'' && p.s[p.pos] != '"') {
		return "", errors.New("expected a quoted string")
	}
	q := p.s[p.pos]
	end := strings.IndexByte(p.s[p.pos+1:], q)
	if end < 0 {
		return "", errors.New("unterminated string")
	}
	v := p.s[p.pos+1 : p.pos+1+end]
	p.pos += end + 2
	return v, nil
}

// tuple parses a tuple of non-negative integers such as "(2, 3)" or "(4,)".
func (p *pyParser) tuple() ([]int64, error) {
	if !p.eat('(') {
		return nil, errors.New("expected a shape tuple")
	}
	open := p.pos - 1
	// invalid reports the shape tuple's text (up to its ')') and what is
	// wrong with it.
	invalid := func(format string, args ...any) error {
		text := p.s[open:]
		if end := strings.IndexByte(text, ')'); end >= 0 {
			text = text[:end+1]
		}
		return fmt.Errorf("invalid shape %s: %s", text, fmt.Sprintf(format, args...))
	}
	shape := []int64{}
	for {
		if p.eat(')') {
			return shape, nil
		}
		p.skip()
		start := p.pos
		for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
			p.pos++
		}
		digits := p.s[start:p.pos]
		if digits == "" {
			tok := p.s[start:]
			if end := strings.IndexAny(tok, ",)"); end >= 0 {
				tok = tok[:end]
			}
			return nil, invalid("dimension %d is %q, not a non-negative integer", len(shape), strings.TrimSpace(tok))
		}
		p.word("L") // Python 2 long suffix
		n, err := strconv.ParseInt(digits, 10, 64)
		if err != nil {
			return nil, invalid("dimension %d (%s) does not fit in int64", len(shape), digits)
		}
		shape = append(shape, n)
		if !p.eat(',') {
			if !p.eat(')') {
				return nil, invalid("expected ',' or ')' after dimension %d", len(shape)-1)
			}
			return shape, nil
		}
	}
}

// readNPYData reads the array data described by h into a new tensor of type
// t, whose kind must match h.descr (see npyDescr).
func readNPYData(br *bufio.Reader, h npyHeader, t Type) (*Tensor, error) {
	res, err := New(t)
	if err != nil {
		return nil, fmt.Errorf("tensor: read npy: %w", err)
	}
	k := t.Kind
	size := npyItemSize(h.descr)
	per := 1
	if k.IsComplex() {
		per = 2
		size /= 2
	}
	bigEndian := h.descr[0] == '>'
	n := res.Len()
	// Element e of the file goes to position dest(e) of the row-major data.
	dest := func(e int) int { return e }
	if h.fortran && len(t.Shape) > 1 {
		strides := Strides(t.Shape)
		dest = func(e int) int {
			off := 0
			for d := 0; d < len(t.Shape); d++ {
				dim := int(t.Shape[d])
				off += (e % dim) * int(strides[d])
				e /= dim
			}
			return off
		}
	}
	f := res.partFormat()
	buf := make([]byte, size)
	for e := 0; e < n; e++ {
		at := dest(e)
		for q := 0; q < per; q++ {
			if _, err := io.ReadFull(br, buf); err != nil {
				return nil, fmt.Errorf("tensor: read npy data (element %d of %d): %w", e, n, err)
			}
			if bigEndian {
				for i, j := 0, size-1; i < j; i, j = i+1, j-1 {
					buf[i], buf[j] = buf[j], buf[i]
				}
			}
			b := readLE(buf, size)
			if k.IsSigned() {
				b = WrapUint(k, b)
			}
			res.setPart(&f, at*per+q, b)
		}
	}
	return res, nil
}
