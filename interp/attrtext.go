package interp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Attributes decoded from their printed form. Each function here reads
// the text MLIR prints for one attribute; they are kept together so that a
// typed attribute layer can replace them in one place.

// Decoding of `#stablehlo.gather<...>` and `#stablehlo.scatter<...>`
// dimension numbers from their printed form, e.g.
//
//	#stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
//	  start_index_map = [1, 0], index_vector_dim = 2>
//
// Empty lists are omitted by the printer. The parser is strict: unknown or
// repeated keys and malformed values are errors.

// dimsAttr holds the parsed fields: lists by key and the scalar
// index_vector_dim.
type dimsAttr struct {
	lists          map[string][]int64
	indexVectorDim int64
}

// parseDimsAttr parses text of the form `#stablehlo.<mnemonic><k = v, ...>`
// where every key is in listKeys (values `[i, j, ...]`) or is
// index_vector_dim (an integer, 0 when omitted).
func parseDimsAttr(text, mnemonic string, listKeys []string) (*dimsAttr, error) {
	prefix := "#stablehlo." + mnemonic + "<"
	if !strings.HasPrefix(text, prefix) || !strings.HasSuffix(text, ">") {
		return nil, fmt.Errorf("expected a %s...> attribute, got %q", prefix, text)
	}
	body := text[len(prefix) : len(text)-1]
	p := &dimsParser{s: body}
	out := &dimsAttr{lists: map[string][]int64{}}
	allowed := map[string]bool{}
	for _, k := range listKeys {
		allowed[k] = true
	}
	seen := map[string]bool{}
	for first := true; ; first = false {
		p.space()
		if p.done() {
			if first {
				break
			}
			return nil, fmt.Errorf("attribute %q: trailing comma", text)
		}
		key := p.ident()
		if key == "" {
			return nil, fmt.Errorf("attribute %q: expected a key at offset %d", text, p.i)
		}
		if seen[key] {
			return nil, fmt.Errorf("attribute %q: repeated key %s", text, key)
		}
		seen[key] = true
		p.space()
		if !p.eat('=') {
			return nil, fmt.Errorf("attribute %q: expected '=' after %s", text, key)
		}
		p.space()
		switch {
		case key == "index_vector_dim":
			v, err := p.integer()
			if err != nil {
				return nil, fmt.Errorf("attribute %q: %s: %w", text, key, err)
			}
			out.indexVectorDim = v
		case allowed[key]:
			v, err := p.list()
			if err != nil {
				return nil, fmt.Errorf("attribute %q: %s: %w", text, key, err)
			}
			out.lists[key] = v
		default:
			return nil, fmt.Errorf("attribute %q: unexpected key %s", text, key)
		}
		p.space()
		if p.done() {
			break
		}
		if !p.eat(',') {
			return nil, fmt.Errorf("attribute %q: expected ',' at offset %d", text, p.i)
		}
	}
	// index_vector_dim defaults to 0: the printer omits it then.
	return out, nil
}

type dimsParser struct {
	s string
	i int
}

func (p *dimsParser) done() bool { return p.i >= len(p.s) }

func (p *dimsParser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\n\r", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *dimsParser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *dimsParser) ident() string {
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (p.i > start && c >= '0' && c <= '9') {
			p.i++
			continue
		}
		break
	}
	return p.s[start:p.i]
}

func (p *dimsParser) integer() (int64, error) {
	start := p.i
	if p.i < len(p.s) && p.s[p.i] == '-' {
		p.i++
	}
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	v, err := strconv.ParseInt(p.s[start:p.i], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("expected an integer at offset %d", start)
	}
	return v, nil
}

func (p *dimsParser) list() ([]int64, error) {
	if !p.eat('[') {
		return nil, fmt.Errorf("expected '[' at offset %d", p.i)
	}
	out := []int64{}
	p.space()
	if p.eat(']') {
		return out, nil
	}
	for {
		p.space()
		v, err := p.integer()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		p.space()
		if p.eat(']') {
			return out, nil
		}
		if !p.eat(',') {
			return nil, fmt.Errorf("expected ',' or ']' at offset %d", p.i)
		}
	}
}

// gatherDimNums are the dimension numbers of gather and dynamic_gather.
type gatherDimNums struct {
	offsetDims, collapsedSliceDims, operandBatchingDims []int64
	startIndicesBatchingDims, startIndexMap             []int64
	indexVectorDim                                      int64
}

// scatterDimNums are the dimension numbers of scatter.
type scatterDimNums struct {
	updateWindowDims, insertedWindowDims, inputBatchingDims []int64
	scatterIndicesBatchingDims, scatterDimsToOperandDims    []int64
	indexVectorDim                                          int64
}

func parseGatherDims(text string) (*gatherDimNums, error) {
	a, err := parseDimsAttr(text, "gather", []string{"offset_dims", "collapsed_slice_dims",
		"operand_batching_dims", "start_indices_batching_dims", "start_index_map"})
	if err != nil {
		return nil, err
	}
	return &gatherDimNums{
		offsetDims:               a.lists["offset_dims"],
		collapsedSliceDims:       a.lists["collapsed_slice_dims"],
		operandBatchingDims:      a.lists["operand_batching_dims"],
		startIndicesBatchingDims: a.lists["start_indices_batching_dims"],
		startIndexMap:            a.lists["start_index_map"],
		indexVectorDim:           a.indexVectorDim,
	}, nil
}

func parseScatterDims(text string) (*scatterDimNums, error) {
	a, err := parseDimsAttr(text, "scatter", []string{"update_window_dims", "inserted_window_dims",
		"input_batching_dims", "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"})
	if err != nil {
		return nil, err
	}
	return &scatterDimNums{
		updateWindowDims:           a.lists["update_window_dims"],
		insertedWindowDims:         a.lists["inserted_window_dims"],
		inputBatchingDims:          a.lists["input_batching_dims"],
		scatterIndicesBatchingDims: a.lists["scatter_indices_batching_dims"],
		scatterDimsToOperandDims:   a.lists["scatter_dims_to_operand_dims"],
		indexVectorDim:             a.indexVectorDim,
	}, nil
}

// enumKeyword returns the keyword of a dialect enum attribute such as
// `#stablehlo<comparison_direction LT>` ("LT"); "" when a is null.
func enumKeyword(a mlirc.Attribute) string {
	if a.IsNull() {
		return ""
	}
	s := strings.TrimSuffix(a.String(), ">")
	if i := strings.LastIndexAny(s, " <"); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// structFields splits the body of a printed dialect attribute
// `#stablehlo.NAME<k1 = v1, k2 = v2>` into its fields, checking that every
// key is allowed and appears once.
func structFields(text, name string, allowed ...string) (map[string]string, error) {
	prefix := "#stablehlo." + name + "<"
	if !strings.HasPrefix(text, prefix) || !strings.HasSuffix(text, ">") {
		return nil, fmt.Errorf("unexpected attribute %q", text)
	}
	body := strings.TrimSpace(text[len(prefix) : len(text)-1])
	out := map[string]string{}
	if body == "" {
		return out, nil
	}
	depth, start := 0, 0
	var parts []string
	for i, ch := range body {
		switch ch {
		case '[', '<', '(':
			depth++
		case ']', '>', ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, body[start:i])
				start = i + 1
			}
		}
	}
	parts = append(parts, body[start:])
	for _, p := range parts {
		k, v, ok := strings.Cut(p, "=")
		if !ok {
			return nil, fmt.Errorf("malformed field %q in %q", p, text)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !slices.Contains(allowed, k) {
			return nil, fmt.Errorf("unexpected field %q in %q", k, text)
		}
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("repeated field %q in %q", k, text)
		}
		out[k] = v
	}
	return out, nil
}

// parseIntList parses "[1, 2, 3]" (or "[]").
func parseIntList(s string) ([]int64, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return nil, fmt.Errorf("expected a list, got %q", s)
	}
	body := strings.TrimSpace(s[1 : len(s)-1])
	if body == "" {
		return []int64{}, nil
	}
	var out []int64
	for _, f := range strings.Split(body, ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad integer in %q", s)
		}
		out = append(out, v)
	}
	return out, nil
}

// parseDotDims decodes the printed #stablehlo.dot attribute.
func parseDotDims(text string) (dotDims, error) {
	names := []string{"lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions", "rhs_contracting_dimensions"}
	fields, err := structFields(text, "dot", names...)
	if err != nil {
		return dotDims{}, err
	}
	lists := make([][]int64, len(names))
	for i, n := range names {
		lists[i] = []int64{}
		if v, ok := fields[n]; ok {
			if lists[i], err = parseIntList(v); err != nil {
				return dotDims{}, fmt.Errorf("%s: %w", n, err)
			}
		}
	}
	return dotDims{lhsBatch: lists[0], rhsBatch: lists[1], lhsContract: lists[2], rhsContract: lists[3]}, nil
}

// parseDotAlgorithm decodes the printed #stablehlo.dot_algorithm attribute.
func parseDotAlgorithm(text string) (*dotAlgorithm, error) {
	fields, err := structFields(text, "dot_algorithm", "lhs_precision_type", "rhs_precision_type", "accumulation_type",
		"lhs_component_count", "rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation")
	if err != nil {
		return nil, err
	}
	if len(fields) != 7 {
		return nil, fmt.Errorf("incomplete algorithm %q", text)
	}
	a := &dotAlgorithm{}
	for name, dst := range map[string]*tensor.Kind{"lhs_precision_type": &a.lhsPrec, "rhs_precision_type": &a.rhsPrec, "accumulation_type": &a.accum} {
		k, err := tensor.ParseKind(fields[name])
		if err != nil {
			return nil, fmt.Errorf("%s: unsupported type %q", name, fields[name])
		}
		*dst = k
	}
	for name, dst := range map[string]*int64{"lhs_component_count": &a.lhsCount, "rhs_component_count": &a.rhsCount, "num_primitive_operations": &a.ops} {
		v, err := strconv.ParseInt(fields[name], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: bad integer %q", name, fields[name])
		}
		*dst = v
	}
	switch fields["allow_imprecise_accumulation"] {
	case "true":
		a.imprecise = true
	case "false":
	default:
		return nil, fmt.Errorf("allow_imprecise_accumulation: bad value %q", fields["allow_imprecise_accumulation"])
	}
	return a, nil
}

// parseConvDims decodes `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`.
func parseConvDims(text string) (*convDims, error) {
	const prefix = "#stablehlo.conv<"
	if !strings.HasPrefix(text, prefix) || !strings.HasSuffix(text, ">") {
		return nil, fmt.Errorf("unexpected attribute %q", text)
	}
	body := text[len(prefix) : len(text)-1]
	lhs, rest, ok1 := strings.Cut(body, "]x[")
	kern, out, ok2 := strings.Cut(rest, "]->[")
	if !ok1 || !ok2 || !strings.HasPrefix(lhs, "[") || !strings.HasSuffix(out, "]") {
		return nil, fmt.Errorf("unexpected dimension numbers %q", text)
	}
	parse := func(s string, a, b byte) (int, int, []int, error) {
		fields := strings.Split(s, ",")
		if len(fields) < 2 {
			return 0, 0, nil, fmt.Errorf("too few dimensions in %q", text)
		}
		x, y := -1, -1
		sp := make([]int, len(fields)-2)
		seen := make([]bool, len(sp))
		for pos, f := range fields {
			f = strings.TrimSpace(f)
			switch {
			case f == string(a) && x < 0:
				x = pos
			case f == string(b) && y < 0:
				y = pos
			default:
				n, err := strconv.Atoi(f)
				if err != nil || n < 0 || n >= len(sp) || seen[n] {
					return 0, 0, nil, fmt.Errorf("unexpected dimension %q in %q", f, text)
				}
				seen[n] = true
				sp[n] = pos
			}
		}
		if x < 0 || y < 0 {
			return 0, 0, nil, fmt.Errorf("missing %c or %c dimension in %q", a, b, text)
		}
		return x, y, sp, nil
	}
	d := &convDims{}
	var err error
	if d.inBatch, d.inFeature, d.inSpatial, err = parse(lhs[1:], 'b', 'f'); err != nil {
		return nil, err
	}
	if d.kIn, d.kOut, d.kSpatial, err = parse(kern, 'i', 'o'); err != nil {
		return nil, err
	}
	if d.outBatch, d.outFeature, d.outSpatial, err = parse(out[:len(out)-1], 'b', 'f'); err != nil {
		return nil, err
	}
	if len(d.kSpatial) != len(d.inSpatial) || len(d.outSpatial) != len(d.inSpatial) {
		return nil, fmt.Errorf("spatial dimension counts differ in %q", text)
	}
	return d, nil
}

// parseEinsumConfig parses config for an op with the given number of
// operands. Shapes are checked later, by plan.
func parseEinsumConfig(config string, operands int) (*einsumEquation, error) {
	eq := &einsumEquation{config: config}
	text := strings.Join(strings.Fields(config), "")
	lhs, out, explicit := strings.Cut(text, "->")
	if strings.Contains(out, "->") {
		return nil, fmt.Errorf("einsum_config %q has more than one \"->\"", config)
	}
	terms := strings.Split(lhs, ",")
	if operands == 1 && len(terms) == 2 && terms[0] == "" {
		terms = terms[1:]
	}
	if len(terms) != operands {
		return nil, fmt.Errorf("einsum_config %q has %d operand terms, the op has %d operands", config, len(terms), operands)
	}
	for _, term := range terms {
		items, err := parseEinsumTerm(term)
		if err != nil {
			return nil, fmt.Errorf("einsum_config %q: %w", config, err)
		}
		eq.inputs = append(eq.inputs, items)
	}
	eq.explicit = explicit
	if explicit {
		items, err := parseEinsumTerm(out)
		if err != nil {
			return nil, fmt.Errorf("einsum_config %q: output: %w", config, err)
		}
		eq.output = items
	}
	return eq, nil
}

// parseEinsumTerm returns the letters of one term, -1 standing for its
// ellipsis.
func parseEinsumTerm(term string) ([]int, error) {
	items := []int{}
	seenEllipsis := false
	for i := 0; i < len(term); i++ {
		ch := term[i]
		switch {
		case ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z':
			items = append(items, int(ch))
		case strings.HasPrefix(term[i:], "..."):
			if seenEllipsis {
				return nil, fmt.Errorf("term %q has more than one ellipsis", term)
			}
			seenEllipsis = true
			items = append(items, -1)
			i += 2
		default:
			return nil, fmt.Errorf("term %q has an invalid character %q", term, ch)
		}
	}
	return items, nil
}
