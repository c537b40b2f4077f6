package passes

import (
	"fmt"
	"strconv"
	"strings"
)

// The reader of the printed form of #chlo.ragged_dot that chlo-legalize-
// to-stablehlo used before it decoded the attribute through the dialect's
// typed C API (decodeRaggedDims). It is kept for TestParseRaggedDims until
// that test moves to decodeRaggedDims.

// raggedFields names the fields of #chlo.ragged_dot in their printed order.
var raggedFields = []string{
	"lhs_batching_dimensions", "rhs_batching_dimensions",
	"lhs_contracting_dimensions", "rhs_contracting_dimensions",
	"lhs_ragged_dimensions", "rhs_group_dimensions",
}

// parseRaggedDims reads the printed form of a #chlo.ragged_dot attribute:
// `#chlo.ragged_dot<name = [i, ...], ...>`, each field at most once and all
// but rhs_group_dimensions (empty when left out) required.
func parseRaggedDims(text string) (raggedDims, error) {
	var d raggedDims
	body, ok := strings.CutPrefix(strings.TrimSpace(text), "#chlo.ragged_dot<")
	if !ok {
		return d, fmt.Errorf("%q is not a #chlo.ragged_dot attribute", text)
	}
	body, ok = strings.CutSuffix(body, ">")
	if !ok {
		return d, fmt.Errorf("%q does not end with '>'", text)
	}
	seen := map[string]bool{}
	for body = strings.TrimSpace(body); body != ""; {
		name, rest, ok := strings.Cut(body, "=")
		if !ok {
			return d, fmt.Errorf("expected `name = [...]` in %q", body)
		}
		name = strings.TrimSpace(name)
		rest = strings.TrimSpace(rest)
		if !strings.HasPrefix(rest, "[") {
			return d, fmt.Errorf("field %s: expected '['", name)
		}
		end := strings.Index(rest, "]")
		if end < 0 {
			return d, fmt.Errorf("field %s: missing ']'", name)
		}
		var dims []int64
		if list := strings.TrimSpace(rest[1:end]); list != "" {
			for _, s := range strings.Split(list, ",") {
				v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
				if err != nil || v < 0 {
					return d, fmt.Errorf("field %s: bad dimension %q", name, s)
				}
				dims = append(dims, v)
			}
		}
		if seen[name] {
			return d, fmt.Errorf("field %s given twice", name)
		}
		seen[name] = true
		switch name {
		case "lhs_batching_dimensions":
			d.dot.lhsBatch = dims
		case "rhs_batching_dimensions":
			d.dot.rhsBatch = dims
		case "lhs_contracting_dimensions":
			d.dot.lhsContract = dims
		case "rhs_contracting_dimensions":
			d.dot.rhsContract = dims
		case "lhs_ragged_dimensions":
			d.lhsRagged = dims
		case "rhs_group_dimensions":
			d.rhsGroup = dims
		default:
			return d, fmt.Errorf("unknown field %s", name)
		}
		body = strings.TrimSpace(rest[end+1:])
		if body != "" {
			body, ok = strings.CutPrefix(body, ",")
			if !ok {
				return d, fmt.Errorf("expected ',' before %q", body)
			}
			body = strings.TrimSpace(body)
		}
	}
	for _, f := range raggedFields {
		if !seen[f] && f != "rhs_group_dimensions" {
			return d, fmt.Errorf("missing field %s", f)
		}
	}
	return d, nil
}
