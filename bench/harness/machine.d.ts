/** What the numbers were measured on; load average matters because the machine may be shared. */
export interface Machine {
    cores: number;
    cpu: string;
    memoryGb: number;
    node: string;
    platform: string;
    loadAverage: [number, number, number];
}
export declare function describeMachine(): Machine;
export declare function formatLoad(load: readonly number[]): string;
