package interp

import (
	"fmt"
	"strconv"
	"strings"
)

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
