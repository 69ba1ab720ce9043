/** Meet Our Team's words, by team member id (content/about-team.ts holds the facts). */
export const aboutTeamText = {
  "tanvir-ahmed": {
    name: "Tanvir Ahmed",
    position: "General Manager",
    bio: "Born in Sylhet and trained in hotels from Dhaka to Dubai, Tanvir came home to open the hotel in 2023. He still greets guests in the lobby most mornings.",
  },
  "rafiqul-islam": {
    name: "Rafiqul Islam",
    position: "Executive Chef",
    bio: "Chef Rafiqul learned to cook at his grandmother's clay stove in Moulvibazar. His menu brings Sylheti home recipes, shatkora and fresh river fish to fine dining.",
  },
  "nusrat-jahan": {
    name: "Nusrat Jahan",
    position: "Guest Relations Manager",
    bio: "Nusrat plans the small touches guests remember, from tea-garden excursions to Pohela Boishakh celebrations, and speaks Bengali, English and Hindi.",
  },
} as const;
