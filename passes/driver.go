package passes

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// lowering builds the replacement of op through b and returns the values
// replacing op's results.
type lowering func(b *builder, op mlirc.Operation) []mlirc.Value

// rule rewrites the operations called name. analyze inspects an operation
// without touching the IR and returns its lowering, an error saying why the
// operation cannot be rewritten, or neither for an operation to leave as it
// is.
type rule struct {
	name    string
	analyze func(op mlirc.Operation) (lowering, error)
}

// rewriteOptions are the options the rewriting passes share.
type rewriteOptions struct {
	// failOnUnsupported makes an operation a rule cannot rewrite an error
	// that fails the pass; otherwise it is a warning.
	failOnUnsupported bool
}

// setOptions parses the `fail-on-unsupported` option.
func (o *rewriteOptions) setOptions(opts map[string]string) error {
	for k, v := range opts {
		switch k {
		case "fail-on-unsupported":
			b, err := strconv.ParseBool(v)
			if err != nil {
				return fmt.Errorf("option fail-on-unsupported: %q is not a boolean", v)
			}
			o.failOnUnsupported = b
		default:
			return fmt.Errorf("unknown option %q", k)
		}
	}
	return nil
}

// rewriteAll applies rules to every matching operation nested in root, in
// IR order, through an IR rewriter: unlike the greedy pattern driver it
// leaves everything else (other ops, dead code, constants) as it is. An
// operation a rule cannot rewrite gets a diagnostic; what stops the pass is
// an internal failure, or such operations when opts.failOnUnsupported.
func rewriteAll(root mlirc.Operation, what string, rules []rule, opts rewriteOptions) error {
	ctx, err := root.Context()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	byName := map[string]rule{}
	for _, r := range rules {
		byName[r.name] = r
	}
	var ops []mlirc.Operation
	root.Walk(mlirc.PreOrder, func(op mlirc.Operation) mlirc.WalkResult {
		if _, ok := byName[op.Name()]; ok && !op.Equal(root) {
			ops = append(ops, op)
		}
		return mlirc.WalkAdvance
	})
	if len(ops) == 0 {
		return nil
	}
	rw, err := ctx.NewIRRewriter()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	defer rw.Close()
	type problem struct {
		loc mlirc.Location
		msg string
	}
	var problems []problem
	for _, op := range ops {
		name := op.Name()
		lower, err := byName[name].analyze(op)
		if err != nil {
			problems = append(problems, problem{op.Location(), fmt.Sprintf("cannot %s %s: %v", what, name, err)})
			continue
		}
		if lower == nil {
			continue
		}
		if err := apply(rw.Rewriter, op, lower); err != nil {
			return err
		}
	}
	for _, p := range problems {
		if opts.failOnUnsupported {
			mlirc.EmitError(p.loc, p.msg)
		} else if err := mlirc.EmitWarning(p.loc, p.msg); err != nil {
			return err
		}
	}
	if len(problems) > 0 && opts.failOnUnsupported {
		return fmt.Errorf("%d operation(s) could not be rewritten (fail-on-unsupported=true)", len(problems))
	}
	return nil
}

// apply runs a lowering in front of op and replaces op with its values.
func apply(rw mlirc.Rewriter, op mlirc.Operation, lower lowering) error {
	b := newBuilder(rw, op)
	vals := lower(b, op)
	if b.err != nil {
		return fmt.Errorf("rewriting %s at %s: %w", op.Name(), op.Location().Position(), b.err)
	}
	if len(vals) != op.NumResults() {
		return fmt.Errorf("rewriting %s at %s: %d replacement values for %d results", op.Name(), op.Location().Position(), len(vals), op.NumResults())
	}
	for i, v := range vals {
		if !v.Type().Equal(op.Result(i).Type()) {
			return fmt.Errorf("rewriting %s at %s: result %d would change type from %s to %s",
				op.Name(), op.Location().Position(), i, op.Result(i).Type(), v.Type())
		}
	}
	rw.ReplaceOp(op, vals)
	return nil
}

// rulePattern is a rule as a rewrite pattern: operations the rule cannot
// rewrite do not match.
type rulePattern struct{ r rule }

// MatchAndRewrite rewrites op when its rule supports it.
func (p rulePattern) MatchAndRewrite(op mlirc.Operation, rw mlirc.Rewriter) (bool, error) {
	lower, err := p.r.analyze(op)
	if err != nil || lower == nil {
		return false, nil
	}
	if err := apply(rw, op, lower); err != nil {
		return false, err
	}
	return true, nil
}

// patternsOf turns rules into rewrite patterns.
func patternsOf(rules []rule) []mlirc.PatternSpec {
	out := make([]mlirc.PatternSpec, len(rules))
	for i, r := range rules {
		out[i] = mlirc.PatternSpec{Root: r.name, Benefit: 1, Pattern: rulePattern{r}}
	}
	return out
}

// rewritePass is a pass applying a fixed set of rules.
type rewritePass struct {
	what  string
	rules []rule
	opts  rewriteOptions
}

// SetOptions accepts fail-on-unsupported.
func (p *rewritePass) SetOptions(opts map[string]string) error { return p.opts.setOptions(opts) }

// Run rewrites every matching operation nested in op.
func (p *rewritePass) Run(op mlirc.Operation) error {
	return rewriteAll(op, p.what, p.rules, p.opts)
}

// unsupported is the analysis of operations that have no rewrite at all.
func unsupported(reason string) func(mlirc.Operation) (lowering, error) {
	return func(mlirc.Operation) (lowering, error) { return nil, errors.New(reason) }
}

// parseNameList parses a comma-separated list of names.
func parseNameList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" && !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}
