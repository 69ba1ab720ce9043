import type { TeamMember } from "./about-schemas";

// Apart from the rest of the About content so the home page, which names the chef, loads only this.

/** Meet Our Team. The executive chef is the one the home page and the blog name. */
export const team = [
  {
    id: "tanvir-ahmed",
    name: "Tanvir Ahmed",
    position: "General Manager",
    bio: "Born in Sylhet and trained in hotels from Dhaka to Dubai, Tanvir came home to open the hotel in 2023. He still greets guests in the lobby most mornings.",
    avatar: 68,
  },
  {
    id: "rafiqul-islam",
    name: "Rafiqul Islam",
    position: "Executive Chef",
    bio: "Chef Rafiqul learned to cook at his grandmother's clay stove in Moulvibazar. His menu brings Sylheti home recipes, shatkora and fresh river fish to fine dining.",
    avatar: 59,
  },
  {
    id: "nusrat-jahan",
    name: "Nusrat Jahan",
    position: "Guest Relations Manager",
    bio: "Nusrat plans the small touches guests remember, from tea-garden excursions to Pohela Boishakh celebrations, and speaks Bengali, English and Hindi.",
    avatar: 45,
  },
] as const satisfies readonly TeamMember[];

export const executiveChef = team[1];
