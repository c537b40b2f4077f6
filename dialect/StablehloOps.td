//===- StablehloOps.td - StableHLO operations --------------*- tablegen -*-===//
//
// All operations of the `stablehlo` dialect, one file per category.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_STABLEHLO_OPS_TD
#define STABLEHLO_GO_DIALECT_STABLEHLO_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"
include "StablehloEnums.td"
include "StablehloAttrs.td"

include "ElementwiseOps.td"
include "DataMovementOps.td"
include "DistributionOps.td"
include "LinalgOps.td"
include "ReductionOps.td"
include "MiscOps.td"
include "ControlFlowOps.td"

#endif // STABLEHLO_GO_DIALECT_STABLEHLO_OPS_TD
